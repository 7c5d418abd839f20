/**
 * A sign-in at an identity provider other than the embedded one reaches User Administration's Last
 * sign-in: the first request with a token whose `auth_time` is newer than the user's row records it,
 * as a change every open list receives; an older token never moves it back; a token without
 * `auth_time` from the embedded provider (which records its own sign-ins) records nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

describe.each(DIALECTS)("a token's sign-in on %s", (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const lastSignIn = async (org: TestOrganisation, userId: string) => {
    const answer = await as(t, org.superAdmin).call(OPERATIONS.adminUsers, { query: {} });
    return answer.body.data.find((user) => user.id === userId)?.lastSignInAt ?? null;
  };
  /** A request as the user with a token of these claims (its own, not the reused one). */
  const callWith = async (user: { id: string; email: string }, claims: Record<string, unknown>) => {
    const response = await t.transport(new URL(`${t.baseUrl}/api/users/${user.id}/todos`), {
      headers: { authorization: `Bearer ${await t.token(user, claims)}` },
    });
    expect(response.status).toBe(200);
  };

  it("records the token's auth_time once, as a change the admin lists receive, and never moves it back", async () => {
    const org = await t.organisation('Signs in');
    const head = await changeHead(t, org.superAdmin);
    const authenticated = Math.floor(Date.now() / 1000) - 120;

    await callWith(org.guide, { auth_time: authenticated });
    expect(await lastSignIn(org, org.guide.id)).toBe(new Date(authenticated * 1000).toISOString());
    const changes = (await changesSince(t, org.superAdmin, head)).filter(
      (change) => change.entity === 'adminUser' && change.id === org.guide.id,
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]!.data?.lastSignInAt).toBe(new Date(authenticated * 1000).toISOString());

    // The same sign-in again, and an older one: nothing changes.
    await callWith(org.guide, { auth_time: authenticated });
    await callWith(org.guide, { auth_time: authenticated - 3600 });
    expect(await lastSignIn(org, org.guide.id)).toBe(new Date(authenticated * 1000).toISOString());
    const after = (await changesSince(t, org.superAdmin, head)).filter(
      (change) => change.entity === 'adminUser' && change.id === org.guide.id,
    );
    expect(after).toHaveLength(1);
  });

  it("takes no sign-in from the embedded provider's tokens, which carry no auth_time", async () => {
    const org = await t.organisation('Embedded');
    await callWith(org.otherGuide, {});
    expect(await lastSignIn(org, org.otherGuide.id)).toBeNull();
  });
});
