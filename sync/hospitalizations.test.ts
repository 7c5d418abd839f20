/**
 * The hospitalizations dashboard, the notification centre and per-user alert dismissals in the
 * engine, on the real server with a hospital's ADT feed: the window keeps the server's order while
 * its rows follow the feed; a new stay has the window and the counters asked again; edits, seen
 * toggles, deletes and dismissals are optimistic and confirmed by their changes.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { notifications, users } from '../server/db/schema/index.ts';
import { createGuideNotification } from '../server/routes/hospitalizations-testing.ts';
import { createAlert, createMemberOf } from '../server/testing/factories.ts';
import type { AlertRow, HospitalizationCountsRow, HospitalizationRow, NotificationRow } from './queries/index.ts';
import {
  DASHBOARD_QUERY,
  hospitalPatient,
  noonUtcOn,
  visitNumber,
  type HospitalPatient,
} from './testing/hospital-feed.ts';
import { engineOnServer } from './testing/server-engine.ts';
import { REASK_MS } from './window-reasks.ts';

const query = DASHBOARD_QUERY;
const day = noonUtcOn;

describe('hospitalizations, notifications and alerts in the engine', () => {
  // The dashboard is read by those who administer the customer.
  const sync = engineOnServer({ signedInAs: (org) => org.superAdmin });
  let rosa: HospitalPatient;
  let ana: HospitalPatient;
  const visits = { rosa: visitNumber(), ana: visitNumber() };
  const stayIds = async () =>
    (await sync.as(sync.org.superAdmin).call(OPERATIONS.hospitalizationList, { query })).body.data.map(
      (stay) => stay.id,
    );

  beforeEach(async () => {
    const { db, org } = sync;
    await db.update(users).set({ memberStatusId: 5 }).where(eq(users.id, org.member.id));
    const anaId = await createMemberOf(db, org, { firstName: 'Ana' });
    await db.update(users).set({ assignedGuideId: null }).where(eq(users.id, anaId));
    rosa = await hospitalPatient(sync, org.member.id);
    ana = await hospitalPatient(sync, anaId);
    Object.assign(visits, { rosa: visitNumber(), ana: visitNumber() });
    await rosa.tell('A03', {
      visitNumber: visits.rosa,
      admittedAt: day('2026-11-05'),
      dischargedAt: day('2026-11-10'),
    });
    await ana.tell('A01', { visitNumber: visits.ana, admittedAt: day('2026-11-20') });
  });

  it('shows the server’s window with each member, status and guide, and a discharge from the feed updates its row in place', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    expect(rows.rows().map((r) => [r.memberName, r.admitDate, r.dischargeDate])).toEqual([
      ['Ana Member', '2026-11-20', null],
      ['Member Organisation', '2026-11-05', '2026-11-10'],
    ]);
    expect(rows.rows()[1]).toMatchObject({ memberStatusId: 5, guideName: 'Guide Tester', total: 2, position: 1 });
    expect(rows.rows()[0]).toMatchObject({ assignedGuideId: null });
    expect(rows.rows()[0]?.guideName ?? null).toBeNull();
    const ids = rows.rows().map((r) => r.id);

    await ana.tell('A03', {
      visitNumber: visits.ana,
      admittedAt: day('2026-11-20'),
      dischargedAt: day('2026-11-21'),
      disposition: '01',
    });
    await sync.settled();
    expect(rows.rows().map((r) => r.id)).toEqual(ids);
    expect(rows.rows()[0]).toMatchObject({ dischargeDate: '2026-11-21', memberName: 'Ana Member' });
  });

  it('an admission from the feed joins the window where the server puts it, and the counters count it', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    const counts = await sync.open<HospitalizationCountsRow>('hospitalizationCounts', { query: {} });
    expect(counts.rows()).toEqual([expect.objectContaining({ newlyAdmitted: 1, newlyDischarged: 0, totalMembers: 2 })]);
    const before = rows.rows().map((r) => r.id);
    await rosa.tell('A01', { visitNumber: visitNumber(), admittedAt: day('2026-11-21') });
    await sync.settled();
    // Where it falls and how many there are is the server's answer: not guessed before it is asked.
    expect(rows.rows().map((r) => r.id)).toEqual(before);
    sync.clock.advance(REASK_MS);
    await sync.settled();
    expect(rows.rows().map((r) => r.id)).toEqual(await stayIds());
    expect(rows.rows()).toHaveLength(3);
    expect(rows.rows().find((r) => r.admitDate === '2026-11-21')).toMatchObject({
      memberName: 'Member Organisation',
      total: 3,
    });
    expect(counts.rows()[0]).toMatchObject({ newlyAdmitted: 2, newlyDischarged: 0, totalMembers: 2 });
  });

  it('an edit shows at once and is confirmed by its change', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    const stay = rows.rows()[1]!;
    sync.hold();
    const saving = sync.engine.mutate('updateHospitalization', {
      id: stay.id,
      note: ' Called her ',
      guideEnteredDischargedAt: '2026-11-11',
    });
    sync.frames.run();
    const edited = { note: 'Called her', guideEnteredDischargedAt: '2026-11-11' };
    expect(rows.rows()[1]).toMatchObject(edited);
    sync.release();
    await sync.confirm(saving);
    expect(rows.rows()[1]).toMatchObject(edited);
    const stored = await sync.as(sync.org.superAdmin).call(OPERATIONS.hospitalizationList, { query });
    expect(stored.body.data.find((s) => s.id === stay.id)).toMatchObject(edited);
  });

  it('the guide’s notifications, newest first with the member’s name; read, unread and delete show at once', async () => {
    const { db, org } = sync;
    // After the discharge's notification (the feed tells the member's guide), a text's, then an admission's.
    sync.clock.advance(30_000);
    const text = await createGuideNotification(db, org, org.guide.id);
    await db
      .update(notifications)
      .set({ createdAt: new Date(sync.clock.now()) })
      .where(eq(notifications.id, text.id));
    sync.clock.advance(30_000);
    await rosa.tell('A01', { visitNumber: visitNumber(), admittedAt: day('2026-11-21') });
    await sync.signIn(org.guide);
    const all = await sync.open<NotificationRow>('notifications', { userId: org.guide.id });
    // The panel counts and filters the unseen ones itself.
    const unread = () => all.rows().filter((r) => r.seenAt === null);
    expect(all.rows().map((r) => r.notificationType)).toEqual([
      'hospital_admission',
      'inbound_text',
      'hospital_discharge',
    ]);
    expect(all.rows()[0]).toMatchObject({ memberName: 'Member Organisation', memberGuideId: org.guide.id });
    const admission = all.rows()[0]!.id;
    expect(unread()).toHaveLength(3);

    sync.hold();
    const reading = sync.engine.mutate('markNotificationSeen', { notificationId: admission, seen: true });
    sync.frames.run();
    expect(unread().map((r) => r.notificationType)).toEqual(['inbound_text', 'hospital_discharge']);
    sync.release();
    await sync.confirm(reading);
    expect(unread().map((r) => r.notificationType)).toEqual(['inbound_text', 'hospital_discharge']);
    await sync.confirm(sync.engine.mutate('markNotificationSeen', { notificationId: admission, seen: false }));
    expect(unread()).toHaveLength(3);

    sync.hold();
    const deleting = sync.engine.mutate('deleteNotification', { notificationId: text.id });
    sync.frames.run();
    const left = ['hospital_admission', 'hospital_discharge'];
    expect(all.rows().map((r) => r.notificationType)).toEqual(left);
    sync.release();
    await sync.confirm(deleting);
    expect(all.rows().map((r) => r.notificationType)).toEqual(left);
  });

  it('a dismissed alert leaves this user’s banners at once and stays gone after confirmation, while others still see it', async () => {
    const { db, org } = sync;
    const alert = await createAlert(db, org, {
      memberId: null,
      alertType: 'maintenance',
      title: 'Maintenance tonight',
      message: 'The portal restarts at 10 pm.',
    });
    await sync.signIn(org.guide);
    const alerts = await sync.open<AlertRow>('activeAlerts', { memberId: null });
    expect(alerts.rows().map((r) => r.id)).toEqual([alert.id]);
    sync.hold();
    const dismissing = sync.engine.mutate('dismissAlert', { alertId: alert.id, userId: org.guide.id });
    sync.frames.run();
    expect(alerts.rows()).toEqual([]);
    sync.release();
    await sync.confirm(dismissing);
    expect(alerts.rows()).toEqual([]);
    const theirs = await sync.as(org.otherGuide).call(OPERATIONS.alerts, { query: {} });
    expect(theirs.body.data.map((a) => a.id)).toEqual([alert.id]);
  });
});
