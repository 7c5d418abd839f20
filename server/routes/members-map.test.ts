/**
 * The member map's answer (`GET /users?forMap=true`): located members with their place, the
 * unlocated skipped but counted, another organisation's members never shown; and an address
 * written through member info is placed by the offline geocoder (zip code centroids) and moves
 * the member on every open map through the member's user change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf, type TestOrganisation, type TestUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';

interface MapRow {
  id: string;
  coords?: { lat: number; lng: number } | null;
}

describe.each(DIALECTS)('the member map on %s', (dialect) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const addAddress = (user: TestUser, memberId: string, zip: string) =>
    t.request(user, 'POST', '/interaction/addresses', {
      body: { memberId, line1: '1 Main St', city: 'Somewhere', state: 'IL', zip },
    });
  const map = async (user: TestUser, query: Record<string, string> = {}) => {
    const res = await t.request(
      user,
      'GET',
      `/users?${new URLSearchParams({ forMap: 'true', includeCount: 'true', ...query })}`,
    );
    expect(res.status).toBe(200);
    return res.body as { data: MapRow[]; count: number };
  };
  const placeOf = (answer: { data: MapRow[] }, id: string) => answer.data.find((r) => r.id === id)?.coords;

  async function organisationWithMembers(
    name: string,
  ): Promise<{ org: TestOrganisation; located: string; unknownZip: string }> {
    const org = await t.organisation(name);
    const located = await createMemberOf(t.testDb.database.db, org, { firstName: 'Rosa' });
    const unknownZip = await createMemberOf(t.testDb.database.db, org, { firstName: 'Nowhere' });
    expect((await addAddress(org.guide, located, '60601')).status).toBe(200);
    // No such zip code: the address is kept, without a place.
    expect((await addAddress(org.guide, unknownZip, '00000')).status).toBe(200);
    return { org, located, unknownZip };
  }

  it('answers located members with their zip centroid, skips the others and counts every match', async () => {
    const { org, located, unknownZip } = await organisationWithMembers('Alpha');
    const answer = await map(org.guide);
    const place = placeOf(answer, located);
    // 60601 is downtown Chicago.
    expect(place?.lat).toBeCloseTo(41.88, 1);
    expect(place?.lng).toBeCloseTo(-87.62, 1);
    expect(answer.data.map((r) => r.id)).not.toContain(unknownZip);
    // The organisation's default member (no address), Ana (unplaceable address) and Rosa.
    expect(answer.count).toBe(3);
    expect(answer.count - answer.data.length).toBe(2);
    // The same filters as the list: a search keeps to its matches.
    const searched = await map(org.guide, { searchTerm: 'nowhere' });
    expect(searched).toEqual({ data: [], count: 1 });
  });

  it("never shows another organisation's located members", async () => {
    const alpha = await organisationWithMembers('Alpha');
    const beta = await organisationWithMembers('Beta');
    const answer = await map(alpha.org.guide, { ids: `${beta.located},${alpha.located}` });
    expect(answer.data.map((r) => r.id)).toEqual([alpha.located]);
    expect((await map(alpha.org.guide, { guideIds: beta.org.guide.id })).data).toEqual([]);
  });

  it("moves a member whose address moves, with the member's user change carrying the new place", async () => {
    const { org, located } = await organisationWithMembers('Alpha');
    const [address] = (await t.request(org.guide, 'GET', `/users/${located}`)).body.addresses as { id: string }[];
    const head = await changeHead(t, org.guide);
    const moved = await t.request(org.guide, 'PATCH', `/interaction/addresses/${address!.id}`, {
      body: { line1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
    });
    expect(moved.status).toBe(200);
    const userChange = (await changesSince(t, org.guide, head)).find((c) => c.entity === 'user' && c.id === located);
    expect(userChange?.data).toMatchObject({
      coords: { lat: expect.closeTo(40.75, 1), lng: expect.closeTo(-74.0, 1) },
    });
    expect(placeOf(await map(org.guide), located)?.lat).toBeCloseTo(40.75, 1);
  });
});
