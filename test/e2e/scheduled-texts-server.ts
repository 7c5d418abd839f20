/**
 * A server of its own for the scheduled-text specs, on a clock the test moves: the suite's shared
 * server (global-setup.ts) runs on the real clock, which may be outside the 8:00-10:00 AM weekday
 * window, and a text scheduled there would send at its real time, minutes or days later.
 *
 * It is the real server composition (`createServer`, as `server/main.ts` starts it: the built
 * portal, the embedded identity provider, the demo seed, the due-work runner ticking every second,
 * the simulated carrier) with the clock injected the way the server tests inject theirs. There is
 * no configuration knob for the time: nothing an operator can set moves a deployed server's clock.
 * The database is a fresh PGlite, or a fresh PostgreSQL database when DATABASE_URL is set (CI),
 * as for the shared server.
 */
import { Temporal } from 'temporal-polyfill';
import { createServer, type Server } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Clock } from '../../server/http/context.ts';
import { seedIfEmpty } from '../../server/seed/seed-if-empty.ts';
import { createTestDatabase, type TestDatabase } from '../../server/testing/databases.ts';
import { freePort } from '../../server/testing/harness.ts';
import { createTokenMinter, type TokenMinter } from '../../server/testing/tokens.ts';

/** A clock that runs at the real pace from whatever instant the test sets it to, or stands still. */
export interface MovableClock extends Clock {
  /** From `instant` on, running. */
  setTo(instant: Temporal.Instant): void;
  /** Stopped at `instant` (until the next `setTo`): a tick then sees exactly this time. */
  holdAt(instant: Temporal.Instant): void;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  let held: number | undefined;
  return {
    now: () => new Date(held ?? Date.now() + offsetMs),
    setTo(instant) {
      held = undefined;
      offsetMs = instant.epochMilliseconds - Date.now();
    },
    holdAt(instant) {
      held = instant.epochMilliseconds;
    },
  };
}

export interface TimedServer {
  baseUrl: string;
  server: Server;
  clock: MovableClock;
  /** An access token for a user, signed with the embedded provider's key: for setting data up through the API. */
  token: TokenMinter;
  close(): Promise<void>;
}

/** Enough members for the guide's caseload; the seed also makes the named demo fixtures. */
const SEED_MEMBERS = 12;

export async function startTimedServer(): Promise<TimedServer> {
  const testDb: TestDatabase = await createTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    STATIC_DIR: 'dist',
    SEED_MEMBERS: String(SEED_MEMBERS),
  });
  const clock = movableClock();
  // Due work every second: a text sends within about a second of its time, which keeps the spec short.
  const server = await createServer(config, { database: testDb.database, clock, dueWorkIntervalMs: 1000 });
  let token: TokenMinter;
  try {
    await seedIfEmpty(server.database.db, config.seedMembersOnEmpty, () => undefined, baseUrl);
    await server.listen();
    token = await createTokenMinter(server.database.db, config);
  } catch (error) {
    await server.close().catch(() => undefined);
    await testDb.drop();
    throw error;
  }
  return {
    baseUrl,
    server,
    clock,
    token,
    async close() {
      await server.close();
      await testDb.drop();
    },
  };
}

/**
 * The Monday of the week before this one at `time` in `timeZone`: a weekday, always in the past
 * (so the tokens the identity provider issues on the real clock are never "from the future" for the
 * browser), and within any window the schedule rules count from "today".
 */
export function lastWeeksMondayAt(time: string, timeZone: string): Temporal.ZonedDateTime {
  const today = Temporal.Now.plainDateISO(timeZone);
  const monday = today.subtract({ days: today.dayOfWeek - 1 + 7 });
  return monday.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
}
