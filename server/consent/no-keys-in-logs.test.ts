import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/databases.ts';
import { createOrganisation } from '../testing/factories.ts';
import { captureLog, freePort } from '../testing/harness.ts';
import { createConsentFixture, TCPA, type ConsentFixture } from './testing.ts';

// Guards the rule that a link key never reaches a log line: the server logs at info level here
// (every request), and the test reads everything it wrote.
describe.each(DIALECTS)('consent link keys and the log on %s', (dialect) => {
  let testDb: TestDatabase;
  let server: Server;
  let baseUrl: string;
  let fixture: ConsentFixture;
  let logText: () => string;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      STATIC_DIR: 'dist',
    });
    server = await createServer(config, { database: testDb.database });
    logText = captureLog(server);
    await server.listen();
    baseUrl = `http://127.0.0.1:${port}`;
    fixture = await createConsentFixture(testDb.database.db, await createOrganisation(testDb.database.db, 'Alpha'));
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
  });

  it('requests with live, expired and broken keys log the route pattern only', async () => {
    const json = { 'content-type': 'application/json' };
    const { key, expiredKey } = fixture;
    await fetch(`${baseUrl}/api/consent/links/${key}`);
    await fetch(`${baseUrl}/api/consent/links/${expiredKey}`);
    await fetch(`${baseUrl}/api/consent/form/?key=${key}&term=${TCPA}`);
    await fetch(`${baseUrl}/api/consent/form/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ consented: 'yes', consentLinkKey: key }),
    });
    await fetch(`${baseUrl}/api/consent/form/identity`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'R', consentLinkKey: key }),
    });
    await fetch(`${baseUrl}/api/consent/form/`, { method: 'POST', headers: json, body: '{"broken json' + key });
    await fetch(`${baseUrl}/consent/?key=${key}`);
    await fetch(`${baseUrl}/consent/tcpa-text-messaging?key=${key}`);
    const log = logText();
    expect(log).toContain('/api/consent/links/:key');
    expect(log).not.toContain(key);
    expect(log).not.toContain(expiredKey);
  });
});
