/**
 * Texts in the engine, on the real server: a text sent now or scheduled shows from the write's own
 * change (no optimistic row); Send now and Delete take a scheduled text out of the drawer at once,
 * the sent one joins the feed, and a refusal (another guide's text, a dropped connection) puts the
 * text back.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../server/db/schema/index.ts';
import { createScheduledText, sendableNumber } from '../../server/routes/messages-testing.ts';
import type { MemberFeedRow, ScheduledMessageRow } from '../queries/index.ts';
import { engineOnServer } from '../testing/server-engine.ts';

describe('texts in the engine', () => {
  const ids = { phone: 0, nine: '', card: '' };
  const sync = engineOnServer({
    async seed({ t, db, org }) {
      // Scheduling is a customer's feature.
      await db
        .update(clients)
        .set({ featureFlags: ['needs-call', 'scheduled-sms'] })
        .where(eq(clients.id, org.clientId));
      ids.phone = (await sendableNumber(t, org)).id;
      const at = (iso: string) => ({ sendAt: new Date(iso), phoneNumberId: ids.phone });
      ids.nine = (await createScheduledText(t, org, { text: 'See you at nine', ...at('2026-11-24T14:00:00.000Z') })).id;
      ids.card = (await createScheduledText(t, org, { text: 'Bring your card', ...at('2026-11-25T14:00:00.000Z') })).id;
    },
  });
  const memberId = () => sync.org.member.id;
  const feed = () => sync.open<MemberFeedRow>('memberFeed', { memberId: memberId(), types: ['message'], upTo: 100 });
  const drawer = () => sync.open<ScheduledMessageRow>('memberScheduledMessages', { memberId: memberId() });
  const listed = (view: { rows(): { id: string }[] }) => view.rows().map((row) => row.id);

  it('a text sent now reaches the feed with the server’s change, and a scheduled one the drawer', async () => {
    const messages = await feed();
    const list = await drawer();
    sync.hold();
    const sent = sync.engine.mutate('createMessage', {
      subjectId: memberId(),
      text: 'Hello',
      phoneNumberId: ids.phone,
    });
    sync.frames.run();
    // Its message and feed item are the server's: nothing shows before its change.
    expect(messages.rows()).toEqual([]);
    sync.release();
    await sync.confirm(sent);
    expect(messages.rows().map((row) => row.messageText)).toEqual(['Hello']);

    const sendAt = Date.parse('2026-11-23T14:00:00.000Z');
    await sync.confirm(
      sync.engine.mutate('createMessage', { subjectId: memberId(), text: 'Call me', phoneNumberId: ids.phone, sendAt }),
    );
    expect(list.rows().map((row) => row.text)).toEqual(['Call me', 'See you at nine', 'Bring your card']);
  });

  it('Send now takes the text out of the drawer at once; the sent text joins the feed', async () => {
    const messages = await feed();
    const list = await drawer();
    sync.hold();
    const sent = sync.engine.mutate('sendScheduledMessage', { messageId: ids.nine });
    sync.frames.run();
    expect(listed(list)).toEqual([ids.card]);
    sync.release();
    await sync.confirm(sent);
    expect(listed(list)).toEqual([ids.card]);
    expect(messages.rows().map((row) => row.messageText)).toEqual(['See you at nine']);
  });

  it('Delete takes the text out at once and for good', async () => {
    const list = await drawer();
    sync.hold();
    const deleted = sync.engine.mutate('deleteMessage', { messageId: ids.card });
    sync.frames.run();
    expect(listed(list)).toEqual([ids.nine]);
    sync.release();
    await sync.confirm(deleted);
    expect(listed(list)).toEqual([ids.nine]);
    // A fresh engine reads it gone from the server.
    await sync.signIn(sync.org.guide);
    expect(listed(await drawer())).toEqual([ids.nine]);
  });

  it('a refused Send now (another guide’s text) or a Delete the network drops puts the text back where it was', async () => {
    await sync.signIn(sync.org.otherGuide);
    const list = await drawer();
    sync.hold();
    const sent = sync.engine.mutate('sendScheduledMessage', { messageId: ids.nine });
    sync.frames.run();
    expect(listed(list)).toEqual([ids.card]);
    sync.release();
    await expect(sent).rejects.toMatchObject({ status: 403 });
    sync.frames.run();
    expect(listed(list)).toEqual([ids.nine, ids.card]);

    sync.dropNextRequest();
    const deleted = sync.engine.mutate('deleteMessage', { messageId: ids.card });
    await expect(deleted).rejects.toMatchObject({ status: 0 });
    sync.frames.run();
    expect(listed(list)).toEqual([ids.nine, ids.card]);
  });
});
