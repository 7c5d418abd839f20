/**
 * Stored cross-site scripting: free text that comes back verbatim (a preferred name, an address
 * line, a scheduled event's note, a note and a note draft, a text and its attachment's file name)
 * is shown as text on every screen that shows it: the member page (header, feed, member info, its
 * dialogs, pending events), the note dialog, the docket's Pending events and the member list. A
 * guide stores an `<img onerror>` and a `<script>` through the real API; a screen fails if the
 * markup ran (`window.__xss`), became an element, or the console reported an error (a blocked
 * inline handler would). Each test makes its own data on a member no other spec changes.
 *
 * The pages run without their Content-Security-Policy here: the policy would block an injected
 * handler or script and so hide the rendering bug this spec looks for (the policy itself is
 * content-security-policy.spec.ts's).
 */
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { DocketEventsScreen } from './docket-events-screen.ts';
import { MemberInfoScreen } from './member-info-screen.ts';
import { MemberListScreen } from './member-list-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NotesVisitsScreen } from './notes-visits-screen.ts';
import {
  expectNothingInjected,
  memberNobodyElseUses,
  pageErrors,
  PAYLOADS,
  storeHostileTexts,
} from './stored-xss-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test.use({ bypassCSP: true });

for (const [index, [kind, payload]] of Object.entries(PAYLOADS).entries()) {
  test(`stored ${kind} markup shows as text on every screen, and nothing runs`, async ({ page, loginScreen }) => {
    const errors = pageErrors(page);
    const screen = new MemberPageScreen(page);
    const info = new MemberInfoScreen(page);
    const notes = new NotesVisitsScreen(page);
    const docket = new DocketEventsScreen(page);
    const api = await screen.signInBeforeOpening(loginScreen);
    const member = await memberNobodyElseUses(api, guide.id, index);
    const texts = await storeHostileTexts(api, member.id, payload);

    // The member page: header, member info and the feed (the note, the text and its attachment).
    await screen.open(guide.id, member);
    await expect(info.personal('Preferred name')).toHaveText(texts.preferredName);
    await expect(info.panel).toContainText(texts.addressLine);
    await expect(screen.entry(texts.noteText)).toContainText(texts.noteText);
    const message = screen.entry(texts.messageText);
    await expect(message).toContainText(texts.messageText);
    await expect(message.getByRole('link', { name: texts.fileName, exact: true })).toBeVisible();
    await expectNothingInjected(page, 'member page', errors);

    // Member info's dialogs: the file updates list the new values; the edit form holds them.
    await info.button('Member file updates').click();
    await expect(info.dialog).toContainText(texts.preferredName);
    await expectNothingInjected(page, 'member file updates', errors);
    await info.dialog.getByRole('button', { name: 'Close' }).click();
    await info.button('Edit personal information').click();
    await expect(info.field('Preferred name')).toHaveValue(texts.preferredName);
    await expectNothingInjected(page, 'edit personal information', errors);
    await info.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(info.dialog).toHaveCount(0);

    // The member's pending events, and the event's own dialog.
    await screen.tab('Pending events').click();
    const pending = page
      .getByRole('tabpanel', { name: 'Pending events' })
      .getByRole('row')
      .filter({ hasText: texts.eventNote });
    await expect(pending).toHaveCount(1);
    await pending.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Reschedule event' }).click();
    await expect(docket.field('Note')).toHaveValue(texts.eventNote);
    await expectNothingInjected(page, "member's pending events", errors);
    await docket.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(docket.dialog).toHaveCount(0);

    // The note dialog brings the draft back: its text as text, its raw markup gone.
    await notes.newInteraction('Note');
    await expect(notes.editor()).toHaveText(texts.draftText);
    await expectNothingInjected(page, 'note dialog with the draft', errors);
    // Nothing was typed: Cancel closes it without asking, and the draft stays.
    await notes.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(notes.dialog).toHaveCount(0);

    // The docket's Pending events (the guide scheduled it) and the event's dialog from there.
    await docket.openDocket(guide.id);
    await docket.pendingTab().click();
    const row = docket.eventRow(docket.table(/^Pending events$/), texts.eventId, member.name, 'Call');
    await expect(row).toHaveCount(1);
    await expectNothingInjected(page, 'docket pending events', errors);
    await docket.act(row, 'Reschedule event');
    await expect(docket.field('Note')).toHaveValue(texts.eventNote);
    await expectNothingInjected(page, 'docket event dialog', errors);
    await docket.dialog.getByRole('button', { name: 'Cancel' }).click();

    // The member list: the Address column shows the primary address line.
    const list = new MemberListScreen(page);
    await page.goto(`/member-list/guide/${guide.id}`);
    await expect(list.table).toBeVisible();
    if (await list.myMembers.isChecked()) await list.myMembers.uncheck();
    await list.search.fill(member.lastName);
    await expect(list.rowFor(member.name)).toContainText(`${texts.addressLine}, Springfield`);
    await expectNothingInjected(page, 'member list', errors);

    // Time for a failed image to report, then nothing ran and the console stayed clean.
    await page.waitForTimeout(500);
    await expectNothingInjected(page, 'at the end', errors);
  });
}
