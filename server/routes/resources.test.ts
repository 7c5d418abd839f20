/** The resource hub: tags, search by zip code, terms, tags and customer (with its ranking), one program; roles, validation and isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TAGS } from '../../domain/index.ts';
import { createResourceProgram } from '../resources/testing.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

interface Program {
  id: string;
  name: string;
}

describe.each(DIALECTS)('resource hub on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const db = () => t.testDb.database.db;
  const search = async (org: TestOrganisation, query: string, as = org.guide) => {
    const answer = await t.request(as, 'GET', `/resourcing/hub/search?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { data: Program[]; count: number };
  };
  const names = (answer: { data: Program[] }) => answer.data.map((p) => p.name);

  it('answers the taxonomy to care staff and refuses users without app access', async () => {
    const org = await t.organisation();
    const tags = await t.request(org.supervisor, 'GET', '/resourcing/hub/tags');
    expect(tags.status).toBe(200);
    expect(tags.body.data).toHaveLength(SERVICE_TAGS.length);
    expect(tags.body.data).toContainEqual({ key: 'food-pantry', category: 'food', name: 'Food Pantry' });
    expect((await t.request(org.noAccess, 'GET', '/resourcing/hub/tags')).status).toBe(403);
    expect((await t.request(org.noAccess, 'GET', '/resourcing/hub/search?zipcode=60608')).status).toBe(403);
  });

  it('keeps programs serving the zip code, located ones first, then those serving it from elsewhere, then nationwide ones', async () => {
    const org = await t.organisation();
    await createResourceProgram(db(), org, { name: 'Zeta Pantry', zipcode: '60608' });
    await createResourceProgram(db(), org, {
      name: 'Alpha Meals on Wheels',
      zipcode: '60623',
      servedZipcodes: ['60623', '60608'],
    });
    await createResourceProgram(db(), org, { name: 'Aardvark National Helpline', zipcode: null, nationwide: true });
    await createResourceProgram(db(), org, { name: 'Far Away Pantry', zipcode: '77002' });
    const answer = await search(org, 'zipcode=60608&includeCount=true');
    expect(names(answer)).toEqual(['Zeta Pantry', 'Alpha Meals on Wheels', 'Aardvark National Helpline']);
    expect(answer.count).toBe(3);
  });

  it('matches every word of the terms as a prefix, name before tag before description, whatever punctuation is typed', async () => {
    const org = await t.organisation();
    await createResourceProgram(db(), org, {
      name: 'Westside Clinic',
      description: 'Primary care; ask about our food pantry on Fridays.',
      serviceTags: ['medical-care'],
    });
    await createResourceProgram(db(), org, {
      name: 'Pilsen Food Pantry',
      description: 'Groceries for families.',
      serviceTags: ['food-pantry'],
    });
    await createResourceProgram(db(), org, {
      name: 'Hope Center',
      description: 'Counseling.',
      serviceTags: ['food-pantry', 'mental-health-care'],
    });
    await createResourceProgram(db(), org, {
      name: 'Bus Pass Program',
      description: 'Transit help.',
      serviceTags: ['bus-passes'],
    });
    expect(names(await search(org, 'terms=food%20pant'))).toEqual([
      'Pilsen Food Pantry',
      'Hope Center',
      'Westside Clinic',
    ]);
    expect(names(await search(org, `terms=${encodeURIComponent("pantry's & | ! :* (")}`))).toEqual([
      'Pilsen Food Pantry',
      'Hope Center',
      'Westside Clinic',
    ]);
    expect(names(await search(org, 'terms=pantry%20counsel'))).toEqual(['Hope Center']);
    expect((await search(org, 'terms=%20%20')).count).toBe(4);
  });

  it('filters by any of the service tags and by the customer', async () => {
    const org = await t.organisation();
    await createResourceProgram(db(), org, { name: 'Pantry For Everyone', serviceTags: ['food-pantry'] });
    await createResourceProgram(db(), org, {
      name: 'Plan Members Rides',
      serviceTags: ['transportation-for-healthcare'],
      clientId: org.clientId,
    });
    await createResourceProgram(db(), org, {
      name: 'Other Plan Rides',
      serviceTags: ['transportation-for-healthcare'],
      clientId: org.otherClientId,
    });
    await createResourceProgram(db(), org, { name: 'Shelter', serviceTags: ['emergency-shelter'] });
    expect(names(await search(org, 'serviceTags=food-pantry,transportation-for-healthcare'))).toEqual([
      'Other Plan Rides',
      'Pantry For Everyone',
      'Plan Members Rides',
    ]);
    expect(
      names(await search(org, `serviceTags=transportation-for-healthcare,food-pantry&clientId=${org.clientId}`)),
    ).toEqual(['Pantry For Everyone', 'Plan Members Rides']);
  });

  it('pages by offset with the total count, and answers one program', async () => {
    const org = await t.organisation();
    for (const letter of 'ABCDE') await createResourceProgram(db(), org, { name: `Program ${letter}` });
    const second = await search(org, 'page-start=2&page-size=2&includeCount=true');
    expect(names(second)).toEqual(['Program C', 'Program D']);
    expect(second.count).toBe(5);
    expect((await search(org, 'page-start=10&page-size=2')).count).toBe(5);
    const { id } = await createResourceProgram(db(), org, {
      name: 'Detail Program',
      hours: 'Mon-Fri 9am-5pm',
      languages: ['en', 'es'],
    });
    const one = await t.request(org.guide, 'GET', `/resourcing/hub/programs/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id,
      name: 'Detail Program',
      hours: 'Mon-Fri 9am-5pm',
      languages: ['en', 'es'],
      findHelpId: `local-${id}`,
      nationwide: false,
    });
    expect((await t.request(org.guide, 'GET', `/resourcing/hub/programs/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('refuses invalid searches with property errors', async () => {
    const org = await t.organisation();
    for (const [query, property] of [
      ['zipcode=6060', 'zipcode'],
      ['zipcode=606081', 'zipcode'],
      ['serviceTags=food-pantry,not-a-tag', 'serviceTags'],
      [`terms=${'a'.repeat(201)}`, 'terms'],
      ['page-size=101', 'page-size'],
      ['clientId=not-a-uuid', 'clientId'],
    ] as const) {
      const answer = await t.request(org.guide, 'GET', `/resourcing/hub/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body.errors), query).toContain(property);
    }
    expect((await t.request(org.guide, 'GET', '/resourcing/hub/programs/not-a-uuid')).status).toBe(400);
  });

  it("never answers another organisation's programs or customer", async () => {
    const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
    await createResourceProgram(db(), home, { name: 'Home Pantry' });
    const { id } = await createResourceProgram(db(), foreign, { name: 'Foreign Pantry' });
    expect(names(await search(home, 'terms=pantry'))).toEqual(['Home Pantry']);
    expect((await t.request(home.guide, 'GET', `/resourcing/hub/programs/${id}`)).status).toBe(404);
    expect((await t.request(home.guide, 'GET', `/resourcing/hub/search?clientId=${foreign.clientId}`)).status).toBe(
      404,
    );
  });
});
