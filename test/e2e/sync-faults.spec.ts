/**
 * Sync under faults, end to end: two browsers on one member page (the guide, and the supervisor in
 * Spanish). The supervisor's browser goes offline; meanwhile the server is killed with SIGKILL and
 * started again on the same database, and the guide writes a note. The guide's page shows it once
 * the server is back; the supervisor's shows nothing until its network returns, then shows it
 * without a reload (the engine heals from the change log), and the live path works again after:
 * the supervisor writes to the same member's record too, and both pages hold every note once.
 *
 * This suite runs its own server (a child process it can kill), not the suite's shared one, on a
 * PostgreSQL database of its own when DATABASE_URL is set (as the suite's servers are), else PGlite.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import {
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../../server/durability/server-process.ts';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { createPostgresDatabase } from '../../server/testing/databases.ts';
import { freePort } from '../../server/testing/harness.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { memberDetails, MemberPageScreen } from './member-page-screen.ts';
import { NotesVisitsScreen, uniqueText } from './notes-visits-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test.describe.configure({ timeout: 240_000 });

test('a browser offline while the server restarts and another writes shows the note once back, live again after (Spanish, axe)', async ({
  browser,
}, testInfo) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'care-sync-faults-'));
  // On PostgreSQL when the suite is (CI): the production path, and a restart that does not make PGlite's cluster again.
  const postgres = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL, 'care_e2e_faults')
    : undefined;
  const options: ServerProcessOptions = {
    port: await freePort(),
    dataDir,
    seedMembers: 60,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
  };
  let server: ServerProcess = await startServerProcess(options);
  const contexts: BrowserContext[] = [];
  try {
    const writerContext = await browser.newContext({ baseURL: server.baseUrl });
    const readerContext = await browser.newContext({ baseURL: server.baseUrl });
    contexts.push(writerContext, readerContext);
    const writer = new MemberPageScreen(await writerContext.newPage());
    const notes = new NotesVisitsScreen(writer.page);
    const api = await writer.signIn(new LoginScreen(writer.page));
    // This suite's own server: the demo member is ours alone.
    const member = await memberDetails(api, DEMO_MEMBER.id);

    const reader = new MemberPageScreen(await readerContext.newPage());
    await reader.signIn(new LoginScreen(reader.page), DEMO_ACCOUNTS.supervisor);
    await reader.page.getByLabel('Language').selectOption('es');
    await expect(reader.page.locator('html')).toHaveAttribute('lang', 'es');
    await reader.open(guide.id, member);
    await expect(reader.feed).toHaveAccessibleName('Historial de actividad');
    await writer.open(guide.id, member);
    // Both pages have loaded before the faults start (a page whose first load fails says so and
    // offers a reload: that is the screen's path, not the one under test here).
    for (const screen of [writer, reader]) {
      await expect(screen.feedItems.first()).toBeVisible();
      await screen.page.waitForLoadState('networkidle');
    }

    // The reader's network goes; the server dies mid-session and comes back on the same database.
    await readerContext.setOffline(true);
    await server.kill();
    server = await startServerProcess(options);

    const during = uniqueText('Written while the other browser was offline');
    await notes.newInteraction('Note');
    await notes.clear();
    await notes.type(during);
    await notes.save();
    await expect(notes.toast('Note created successfully')).toBeVisible({ timeout: 30_000 });
    await expect(writer.entry(during)).toBeVisible();
    await expect(reader.entry(during)).toHaveCount(0);

    // Back online: the reader's engine reconnects and reads what it missed from the change log.
    await readerContext.setOffline(false);
    await expect(reader.entry(during)).toBeVisible({ timeout: 60_000 });

    // And events flow live again: the next note arrives without any reconnect. (The first note's
    // toast has gone first, so the one that shows is this note's.)
    await expect(notes.toast('Note created successfully')).toHaveCount(0, { timeout: 15_000 });
    const after = uniqueText('Written after the network came back');
    await notes.newInteraction('Note');
    await notes.clear();
    await notes.type(after);
    await notes.save();
    await expect(notes.toast('Note created successfully')).toBeVisible();
    await expect(reader.entry(after)).toBeVisible();
    await expect(reader.entry(during)).toHaveCount(1);

    // Both edit the same member's record: the supervisor writes too (in Spanish), and each page
    // ends holding both notes exactly once.
    const readerNotes = new NotesVisitsScreen(reader.page);
    const fromReader = uniqueText('Escrita por la supervisora');
    await readerNotes.newInteraction('Nota');
    await readerNotes.clear();
    await readerNotes.type(fromReader);
    await readerNotes.save();
    await expect(readerNotes.toast('Nota creada correctamente')).toBeVisible();
    for (const screen of [writer, reader]) {
      for (const text of [during, after, fromReader]) await expect(screen.entry(text)).toHaveCount(1);
    }
    await expectAccessible(reader.page, testInfo, 'the member page in Spanish after the blackout');
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
});
