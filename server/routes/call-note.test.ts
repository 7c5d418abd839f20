import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { calls, interactions, todos } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation, TestUser } from '../testing/factories.ts';
import { writeSuite } from '../testing/write-suite.ts';
import { createStaffOf } from '../testing/note-visit-factories.ts';
import { carrierLater, manualClock, placeCallAs } from '../telephony/testing.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';

/** Call outcome ids (db/reference-data.ts): 2 answered. */
const ANSWERED = 2;
const NOTE = '<p>Member asked for a ride on Tuesday; I will text the details.</p>';

// The review drawer's 'My notes': PATCH /calls/{id} with the note alone (spec part 1 sections 2, 7).
describe.each(DIALECTS)('a call’s note saved alone on %s', (dialect) => {
  const clock = manualClock();
  const { t, db } = writeSuite(dialect, { clock });

  const later = carrierLater(t, clock);
  /** A call the guide placed, connected for 2 minutes and ended. */
  const endedCall = async (org: TestOrganisation, user: TestUser = org.guide) => {
    const { id } = await placeCallAs(t, org, user);
    await later(3000);
    await later(130_000);
    await t.request(user, 'POST', `/calls/${id}/hang-up`);
    await later(0);
    return id;
  };
  const stored = async (id: string) => (await db().select().from(calls).where(eq(calls.id, id)))[0];
  const saveNote = (user: TestUser, id: string, note: unknown) =>
    t.request(user, 'PATCH', `/calls/${id}`, { body: { note } });

  it('keeps the outcome, stores the note sanitized on the call and its feed line, and records the call’s change last', async () => {
    const org = await t.organisation('Alpha');
    const id = await endedCall(org);
    expect(
      (await t.request(org.guide, 'PATCH', `/calls/${id}`, { body: { outcomeId: ANSWERED, note: null } })).status,
    ).toBe(200);
    const head = await changeHead(t, org.guide);

    const saved = await saveNote(org.guide, id, `${NOTE}<script>steal()</script>`);
    expect(saved.status).toBe(200);
    expect(OPERATIONS.updateCall.response.allows(saved.body)).toBe(true);
    expect(saved.body).toMatchObject({ id, outcomeId: ANSWERED, note: NOTE, insufficientNotes: false });
    const call = await stored(id);
    const [line] = await db().select().from(interactions).where(eq(interactions.id, call!.interactionId!));
    expect(line?.note).toBe(NOTE);
    const changes = await changesSince(t, org.guide, head);
    expect(changes.at(-1)).toMatchObject({ entity: 'call', id });
    expect(changes.map((c) => c.entity)).toContain('interaction');
  });

  it('a short note while it is being typed is accepted: the call waits as Complete note until the note is long enough', async () => {
    const org = await t.organisation('Beta');
    const id = await endedCall(org);
    await t.request(org.guide, 'PATCH', `/calls/${id}`, { body: { outcomeId: ANSWERED, note: null } });
    const short = await saveNote(org.guide, id, '<p>Member asked</p>');
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ outcomeId: ANSWERED, insufficientNotes: true });
    const open = async () =>
      (
        await db()
          .select()
          .from(todos)
          .where(and(eq(todos.externalItemId, id), eq(todos.organisationId, org.organisationId)))
      )
        .filter((todo) => !todo.completedAt)
        .map((todo) => todo.type);
    expect(await open()).toEqual(['INCOMPLETE_NOTE_CALL']);
    expect((await saveNote(org.guide, id, NOTE)).body).toMatchObject({ insufficientNotes: false });
    expect(await open()).toEqual([]);
  });

  it('the transcript’s generated notes never write over the guide’s note', async () => {
    const org = await t.organisation('Gamma');
    const id = await endedCall(org);
    await saveNote(org.guide, id, NOTE);
    await later(3000);
    await later(3000);
    const [recording] = (await t.request(org.guide, 'GET', `/calls/${id}/recordings`)).body.data;
    expect(recording.generatedNotes).toContain('transportation');
    expect((await stored(id))?.note).toBe(NOTE);
  });

  it('per role: only the guide on the call or a manager of others’ work writes it; a provider may not; nothing is written when refused', async () => {
    const org = await t.organisation('Delta');
    const provider = await createStaffOf(db(), org, 'PROVIDER', 'Provider');
    const id = await endedCall(org);
    await saveNote(org.guide, id, NOTE);
    const head = await changeHead(t, org.guide);
    expect((await saveNote(org.otherGuide, id, '<p>Someone else’s words over the guide’s note.</p>')).status).toBe(403);
    expect((await saveNote(provider, id, '<p>Someone else’s words over the guide’s note.</p>')).status).toBe(403);
    expect((await stored(id))?.note).toBe(NOTE);
    expect(await changesSince(t, org.guide, head)).toEqual([]);
    const bySupervisor = await saveNote(org.supervisor, id, `${NOTE}<p>Reviewed by the supervisor.</p>`);
    expect(bySupervisor.status).toBe(200);
  });

  it('another organisation’s call answers 404 and keeps its note; a bad note answers 400 and writes nothing', async () => {
    const home = await t.organisation('Epsilon');
    const foreign = await t.organisation('Zeta');
    const id = await endedCall(foreign);
    await saveNote(foreign.guide, id, NOTE);
    expect((await saveNote(home.supervisor, id, '<p>Written from another organisation.</p>')).status).toBe(404);
    expect((await stored(id))?.note).toBe(NOTE);

    const head = await changeHead(t, foreign.guide);
    for (const bad of ['x'.repeat(20_001), 42, { html: NOTE }]) {
      const answer = await saveNote(foreign.guide, id, bad);
      expect(answer.status, JSON.stringify(bad).slice(0, 20)).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ property: 'note' });
    }
    expect((await stored(id))?.note).toBe(NOTE);
    expect(await changesSince(t, foreign.guide, head)).toEqual([]);
  });
});
