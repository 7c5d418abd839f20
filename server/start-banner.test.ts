import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from './app.ts';
import { loadConfig } from './config.ts';
import { startServer } from './start-banner.ts';
import { createTestDatabase, type TestDatabase } from './testing/databases.ts';
import { captureLog, freePort } from './testing/harness.ts';

/** A consent site link with its key, as the seed prints them. */
const CONSENT_LINK = /https?:\/\/\S+\/consent\/\?key=([^\s&]+)/g;

/**
 * Starts the server as `npm start` does on an empty database (seeding a few members), logging at
 * info level; answers what reached the terminal and what reached the log.
 */
async function startOnEmptyDatabase(env: Record<string, string>): Promise<{ terminal: string; log: string }> {
  const port = await freePort();
  const local = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    STATIC_DIR: 'dist',
    SEED_MEMBERS: '6',
  };
  const config = loadConfig({ ...env, ...local });
  testDb = await createTestDatabase('pglite');
  server = await createServer(config, { database: testDb.database, dueWorkIntervalMs: null });
  const logText = captureLog(server);
  const terminal: string[] = [];
  await startServer(server, config, (line) => terminal.push(line));
  return { terminal: terminal.join('\n'), log: logText() };
}

let server: Server | undefined;
let testDb: TestDatabase | undefined;
afterEach(async () => {
  await server?.close();
  await testDb?.drop();
  server = undefined;
  testDb = undefined;
});

describe('the start banner and the consent links', () => {
  it('demo mode prints the live consent links on the terminal, and the log never receives one', async () => {
    const { terminal, log } = await startOnEmptyDatabase({});
    const links = [...terminal.matchAll(CONSENT_LINK)];
    expect(terminal).toContain('Live consent links');
    expect(links.length).toBeGreaterThanOrEqual(3);
    // The log did receive the start: seeding's lines and the listening address.
    expect(log).toContain('Seeded the demo organisation');
    expect(log).not.toMatch(/consent\/\?key=/);
    for (const [url, key = ''] of links) {
      expect(log).not.toContain(url);
      expect(log).not.toContain(key);
      expect(log).not.toContain(decodeURIComponent(key));
    }
  });

  it('production mode (a staging copy seeding the demo accounts) prints no consent link anywhere', async () => {
    const { terminal, log } = await startOnEmptyDatabase({
      DEPLOYMENT_MODE: 'production',
      ALLOW_DEMO_IDENTITIES: 'true',
      SMS_WEBHOOK_SECRET: 'sms-secret-of-our-own',
      ADT_FEED_SECRET: 'adt-secret-of-our-own',
      TELEPHONY_WEBHOOK_SECRET: 'telephony-secret-of-our-own',
      ANALYTICS_EMBED_SECRET: 'analytics-secret-of-our-own',
    });
    expect(log).toContain('Seeded the demo organisation');
    expect(terminal).toContain('Care Portal is running at');
    expect(terminal).not.toMatch(/key=|consent link/i);
    expect(log).not.toMatch(/key=|consent link/i);
  });
});
