/**
 * A backend client end to end (issue 36), against the real server as CI runs it: the demo's data
 * warehouse (SMART Backend Services) finds the token endpoint in the CapabilityStatement, trades a
 * signed assertion for a token, exports a customer's roster by FHIR Bulk Data and reads its NDJSON;
 * an admin then finds that export in the audit trail under the warehouse's name.
 */
import { DEMO_BACKEND_CLIENT, DEMO_CLIENTS } from '../../server/seed/fixtures.ts';
import { backendToken, groupExport, tokenEndpointOf } from '../../server/fhir/smart-client.ts';
import { AuditTrailScreen } from './audit-trail-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';

const customer = DEMO_CLIENTS[2]!;

test("a backend client exports a customer's roster as NDJSON, and an admin sees it in the audit trail", async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const fhirBase = `${baseURL}/api/fhir/R4`;
  const credentials = { clientId: DEMO_BACKEND_CLIENT.clientId, privateJwk: { ...DEMO_BACKEND_CLIENT.privateJwk } };
  const token = await backendToken(credentials, await tokenEndpointOf(fhirBase));
  const files = await groupExport({ fhirBase, token, groupId: customer.id, pollMs: 200 });

  const types = files.map((file) => file.type);
  expect(types).toEqual(expect.arrayContaining(['Patient', 'Communication']));
  for (const file of files) {
    const lines = file.ndjson.split('\n');
    expect(lines.pop(), `${file.type} ends with a newline`).toBe('');
    expect(lines, file.type).toHaveLength(file.count);
    for (const line of lines) expect((JSON.parse(line) as { resourceType: string }).resourceType).toBe(file.type);
  }
  expect(files.find((file) => file.type === 'Patient')!.count).toBeGreaterThan(0);

  // The token opens FHIR only: the portal's own reads refuse it.
  const docket = await page.request.get(`${baseURL}/api/users/${DEMO_ACCOUNTS.guide.id}/todos`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(docket.status()).toBe(403);

  const trail = new AuditTrailScreen(page);
  await loginScreen.enterAs(DEMO_ACCOUNTS.admin.email, '/admin-dashboard/audit-trail');
  await expect(trail.heading).toBeVisible();
  await trail.filter({ user: DEMO_BACKEND_CLIENT.id, operation: 'fhirGroupExport' });
  await expect(trail.rows.first()).toContainText(DEMO_BACKEND_CLIENT.name);
  await expect(trail.rows.first()).toContainText('fhirGroupExport');
});
