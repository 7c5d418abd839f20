/**
 * A backend client (SMART Backend Services) reading FHIR with no user: its token from the embedded
 * provider by client credentials and a JWT signed with its own key, a roster export and a member's
 * $everything with that token, and everything else refused: other operations (403), another
 * organisation's customer or a user's job (404), an assertion signed with another key or replayed,
 * a revoked client (its token requests and its tokens), and the audit trail naming the client.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { newClientKeys, registerBackendClient, revokeBackendClient } from '../auth/backend-client-registry.ts';
import { IMPERSONATION_HEADER } from '../auth/actor.ts';
import { auditTrail } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { clientAssertion, requestBackendToken, tokenEndpointOf } from './smart-client.ts';
import { createMemberWithEverything } from './testing.ts';

const SCOPE = 'system/*.read';

describe('operations open to backend clients', () => {
  it('are the FHIR reads and the exports, nothing else', () => {
    const open = Object.entries(OPERATIONS)
      .filter(([, operation]) => 'backendScope' in operation && operation.backendScope)
      .map(([name]) => name)
      .sort();
    expect(open).toEqual([
      'fhirExportCancel',
      'fhirExportFile',
      'fhirExportStatus',
      'fhirGroupExport',
      'fhirPatientEverything',
    ]);
  });
});

describe.each(DIALECTS)('a backend client on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const db = () => t.testDb.database.db;
  const tokenEndpoint = () => `${t.baseUrl}/oidc/token`;

  async function registered(org: TestOrganisation) {
    const keys = await newClientKeys();
    const client = await registerBackendClient(db(), {
      organisationId: org.organisationId,
      name: 'Plan data warehouse',
      publicJwk: keys.publicJwk,
    });
    return { clientId: client.clientId, id: client.id, privateJwk: keys.privateJwk };
  }

  const assertion = (clientId: string, privateJwk: JWK) => clientAssertion({ clientId, privateJwk }, tokenEndpoint());

  const requestToken = (assertion: string, scope?: string) => requestBackendToken(tokenEndpoint(), assertion, scope);

  async function tokenOf(client: { clientId: string; privateJwk: JWK }): Promise<string> {
    const answer = await requestToken(await assertion(client.clientId, client.privateJwk));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.access_token as string;
  }

  /** A call to the API with a bearer token (the client's), in process. */
  async function call(token: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
    const response = await t.transport(new URL(`${t.baseUrl}/api${path}`), {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }
  const pathOf = (url: string) => url.slice(url.indexOf('/api/') + 4);

  it("gets a short-lived token naming itself, exports its organisation's roster as NDJSON and reads a member's record", async () => {
    const org = await t.organisation('Warehouse');
    const { memberId: member } = await createMemberWithEverything(t, org);
    const client = await registered(org);

    // SMART's discovery document and the CapabilityStatement (its oauth-uris extension) say where to get a token.
    const discovery = await t.request(null, 'GET', '/fhir/R4/.well-known/smart-configuration');
    expect(discovery.status).toBe(200);
    expect(discovery.body).toMatchObject({
      token_endpoint: tokenEndpoint(),
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      scopes_supported: [SCOPE],
      capabilities: ['client-confidential-asymmetric'],
    });
    expect(discovery.body.token_endpoint_auth_signing_alg_values_supported).toEqual(
      expect.arrayContaining(['RS384', 'ES384']),
    );
    expect(await tokenEndpointOf(`${t.baseUrl}/api/fhir/R4`)).toBe(tokenEndpoint());
    const metadata = await t.request(null, 'GET', '/fhir/R4/metadata');
    expect(metadata.body.rest[0].security.extension[0].extension).toEqual([
      { url: 'token', valueUri: tokenEndpoint() },
    ]);

    const token = await tokenOf(client);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: client.clientId, client_id: client.clientId, scope: SCOPE });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(300);

    const kickOff = await call(token, `/fhir/R4/Group/${org.clientId}/$export`, {
      headers: { prefer: 'respond-async' },
    });
    expect(kickOff.status, kickOff.text).toBe(202);
    const status = pathOf(kickOff.headers.get('content-location')!);
    await t.server.fhirExports.idle();
    const manifest = await call(token, status);
    expect(manifest.status, manifest.text).toBe(200);
    const output = (JSON.parse(manifest.text) as { output: { type: string; url: string; count: number }[] }).output;
    const patients = output.find((file) => file.type === 'Patient')!;
    const file = await call(token, pathOf(patients.url));
    expect(file.status).toBe(200);
    const ids = file.text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { id: string }).id);
    expect(ids).toContain(member);
    expect(ids).toHaveLength(patients.count);

    const everything = await call(token, `/fhir/R4/Patient/${member}/$everything`);
    expect(everything.status).toBe(200);
    expect(JSON.parse(everything.text)).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });

    // The audit trail records the client where a user would be, and the examiner sees its name.
    const entries = await db().select().from(auditTrail).where(eq(auditTrail.userId, client.id));
    expect(entries.map((entry) => entry.operation)).toEqual(
      expect.arrayContaining(['fhirGroupExport', 'fhirExportFile', 'fhirPatientEverything']),
    );
    const trail = await t.request(org.superAdmin, 'GET', `/admin/audit-trail?userId=${client.id}`);
    expect(trail.status).toBe(200);
    expect(trail.body.data[0].userName).toBe('Plan data warehouse');
  });

  it("is refused every other operation, another organisation's customer and member, and a user's export job", async () => {
    const org = await t.organisation('Narrow');
    const other = await t.organisation('Elsewhere');
    const token = await tokenOf(await registered(org));

    for (const [method, path] of [
      ['GET', '/sync/changes'], // app access
      ['POST', '/auth/logout'], // any signed-in user
      ['GET', '/admin/audit-trail'], // an admin's permission
      ['GET', `/users/${org.guide.id}/todos`], // a guide's work
    ] as const) {
      const answer = await call(token, path, { method });
      expect(answer.status, path).toBe(403);
    }
    expect(
      (await call(token, `/fhir/R4/Group/${other.clientId}/$export`, { headers: { prefer: 'respond-async' } })).status,
    ).toBe(404);
    expect((await call(token, `/fhir/R4/Patient/${other.member.id}/$everything`)).status).toBe(404);

    const usersJob = await t.request(org.superAdmin, 'GET', `/fhir/R4/Group/${org.clientId}/$export`, {
      headers: { prefer: 'respond-async' },
    });
    expect(usersJob.status).toBe(202);
    expect((await call(token, pathOf(usersJob.headers.get('content-location')!))).status).toBe(404);
    // Nor may it act as a user.
    const impersonating = await t.transport(new URL(`${t.baseUrl}/api/fhir/R4/Patient/${org.member.id}/$everything`), {
      headers: { authorization: `Bearer ${token}`, [IMPERSONATION_HEADER]: org.superAdmin.id },
    });
    expect(impersonating.status).toBe(403);
  });

  it('gets no token for an assertion signed with another key or a replayed one, and nothing from a scope it was not granted', async () => {
    const org = await t.organisation('Assertions');
    const client = await registered(org);
    const stranger = await newClientKeys();
    expect((await requestToken(await assertion(client.clientId, stranger.privateJwk))).body.error).toBe(
      'invalid_client',
    );

    const once = await assertion(client.clientId, client.privateJwk);
    expect((await requestToken(once)).status).toBe(200);
    expect((await requestToken(once)).body.error).toBe('invalid_client');

    // Asking for the portal's scope gets a token with no scope, which the API opens nothing to.
    const portalScope = await requestToken(await assertion(client.clientId, client.privateJwk), 'api');
    expect(portalScope.status).toBe(200);
    const token = portalScope.body.access_token!;
    expect(decodeJwt(token).scope).toBeUndefined();
    expect((await call(token, `/fhir/R4/Patient/${org.member.id}/$everything`)).status).toBe(403);
  });

  it('once revoked, gets no token and its tokens stop working on their next call', async () => {
    const org = await t.organisation('Revoked');
    const client = await registered(org);
    const token = await tokenOf(client);
    expect((await call(token, `/fhir/R4/Patient/${org.member.id}/$everything`)).status).toBe(200);

    expect(await revokeBackendClient(db(), client.clientId)).toBe(true);
    expect((await call(token, `/fhir/R4/Patient/${org.member.id}/$everything`)).status).toBe(401);
    expect((await requestToken(await assertion(client.clientId, client.privateJwk))).body.error).toBe('invalid_client');
  });
});
