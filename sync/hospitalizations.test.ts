/**
 * The hospitalizations dashboard, the notification centre and per-user alert dismissals in the
 * engine, on a hand-driven backend: the window keeps the server's order while its rows follow the
 * feed; a new stay has the window and the counters asked again; edits, seen toggles, deletes and
 * dismissals are optimistic and confirmed by their changes.
 */
import { describe, expect, it } from 'vitest';
import type { AlertRow, HospitalizationCountsRow, HospitalizationRow, NotificationRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember, settle } from './testing/fake-backend.ts';
import { REASK_MS } from './window-reasks.ts';
import { FAKE_ACTING_USER } from './testing/fake-calls-page.ts';
import { makeNotification, makeStay } from './testing/fake-hospitalizations.ts';

const M1 = 'm1000000-0000-4000-8000-000000000001';
const M2 = 'm2000000-0000-4000-8000-000000000002';
const H1 = 'h1000000-0000-4000-8000-000000000001';
const H2 = 'h2000000-0000-4000-8000-000000000002';
const H3 = 'h3000000-0000-4000-8000-000000000003';
const query = {
  'page-start': 0,
  'page-size': 10,
  'sort-by': 'dischargeDate' as const,
  'sort-direction': 'DESC' as const,
};

describe('the hospitalizations dashboard in the engine', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', {
      id: FAKE_ACTING_USER,
      name: 'Gina Guide',
      firstName: 'Gina',
      lastName: 'Guide',
      role: 'GUIDE',
    });
    backend.upsert('user', makeMember(M1, 'Rosa', 'Delgado', { assignedGuideId: FAKE_ACTING_USER, memberStatusId: 5 }));
    backend.upsert('user', makeMember(M2, 'Ana', 'Ruiz', { assignedGuideId: null }));
    backend.upsert('hospitalization', makeStay(H1, M1, { dischargeDate: '2026-11-10', admitDate: '2026-11-05' }));
    backend.upsert('hospitalization', makeStay(H2, M2));
  });

  it('shows the server’s window with each member, status and guide, and a discharge from the feed updates its row in place', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    expect(rows.rows().map((r) => r.id)).toEqual([H2, H1]);
    expect(rows.rows()[1]).toMatchObject({
      memberName: 'Rosa Delgado',
      memberStatusId: 5,
      guideName: 'Gina Guide',
      total: 2,
      position: 1,
    });
    expect(rows.rows()[0]).toMatchObject({ memberName: 'Ana Ruiz', assignedGuideId: null });
    expect(rows.rows()[0]?.guideName ?? null).toBeNull();
    // The feed's change carries no member: the row keeps its member and takes the discharge.
    sync.backend.upsert(
      'hospitalization',
      makeStay(H2, M2, { dischargeDate: '2026-11-21', dischargeDisposition: 'Home' }),
    );
    sync.backend.deliverAll();
    await Promise.resolve();
    sync.frames.run();
    expect(rows.rows()[0]).toMatchObject({ id: H2, dischargeDate: '2026-11-21', memberName: 'Ana Ruiz' });
  });

  it('an admission from the feed joins the window where the server puts it, and the counters count it', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    const counts = await sync.open<HospitalizationCountsRow>('hospitalizationCounts', { query: {} });
    expect(counts.rows()).toEqual([expect.objectContaining({ newlyAdmitted: 1, newlyDischarged: 0, totalMembers: 2 })]);
    sync.backend.upsert('hospitalization', makeStay(H3, M1, { admitDate: '2026-11-21' }));
    await sync.flush();
    // Where it falls and how many there are is the server's answer: not guessed before it is asked.
    expect(rows.rows().map((r) => r.id)).toEqual([H2, H1]);
    sync.clock.advance(REASK_MS);
    await settle();
    sync.frames.run();
    expect(rows.rows().map((r) => r.id)).toEqual([H2, H3, H1]);
    expect(rows.rows()[1]).toMatchObject({ memberName: 'Rosa Delgado', position: 1, total: 3 });
    expect(counts.rows()[0]).toMatchObject({ newlyAdmitted: 2, newlyDischarged: 0, totalMembers: 2 });
  });

  it('an edit shows at once and is confirmed by its change', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    const saving = sync.engine.mutate('updateHospitalization', {
      id: H1,
      note: ' Called her ',
      guideEnteredDischargedAt: '2026-11-11',
    });
    sync.frames.run();
    expect(rows.rows()[1]).toMatchObject({ note: 'Called her', guideEnteredDischargedAt: '2026-11-11' });
    await sync.confirm(saving);
    expect(sync.backend.tables.hospitalization.get(H1)).toMatchObject({
      note: 'Called her',
      guideEnteredDischargedAt: '2026-11-11',
    });
  });
});

describe('the notification centre and alert dismissals in the engine', () => {
  const N1 = 'b1000000-0000-4000-8000-000000000001';
  const N2 = 'b2000000-0000-4000-8000-000000000002';
  const A1 = 'a1000000-0000-4000-8000-00000000000a';

  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M1, 'Rosa', 'Delgado', { assignedGuideId: FAKE_ACTING_USER }));
    backend.upsert('notification', makeNotification(N1, { memberId: M1, createdAt: '2026-11-20T10:00:00.000Z' }));
    backend.upsert(
      'notification',
      makeNotification(N2, {
        memberId: M1,
        createdAt: '2026-11-20T11:00:00.000Z',
        notificationType: 'hospital_admission',
        notificationGroupType: 'hospitalizations',
      }),
    );
    backend.upsert('alert', {
      id: A1,
      memberId: null,
      alertType: 'maintenance',
      severity: 'warning',
      title: 'Maintenance tonight',
      message: 'The portal restarts at 10 pm.',
      isDismissable: true,
    });
  });

  it('lists the user’s notifications newest first with the member’s name; read, unread and delete show at once', async () => {
    const all = await sync.open<NotificationRow>('notifications', { userId: FAKE_ACTING_USER });
    // The panel counts and filters the unseen ones itself.
    const unread = { rows: () => all.rows().filter((r) => r.seenAt === null) };
    expect(all.rows().map((r) => r.id)).toEqual([N2, N1]);
    expect(unread.rows()).toHaveLength(2);
    expect(all.rows()[0]).toMatchObject({
      memberName: 'Rosa Delgado',
      memberGuideId: FAKE_ACTING_USER,
      notificationType: 'hospital_admission',
    });
    expect(unread.rows()).toHaveLength(2);
    const reading = sync.engine.mutate('markNotificationSeen', { notificationId: N2, seen: true });
    await settle();
    sync.frames.run();
    expect(unread.rows().map((r) => r.id)).toEqual([N1]);
    await sync.confirm(reading);
    expect(unread.rows().map((r) => r.id)).toEqual([N1]);
    await sync.confirm(sync.engine.mutate('markNotificationSeen', { notificationId: N2, seen: false }));
    expect(unread.rows()).toHaveLength(2);
    const deleting = sync.engine.mutate('deleteNotification', { notificationId: N1 });
    sync.frames.run();
    expect(all.rows().map((r) => r.id)).toEqual([N2]);
    await sync.confirm(deleting);
    expect(sync.backend.tables.notification.has(N1)).toBe(false);
  });

  it('a dismissed alert leaves this user’s banners at once and stays gone after confirmation, while the alert itself remains', async () => {
    const alerts = await sync.open<AlertRow>('activeAlerts', { memberId: null });
    expect(alerts.rows().map((r) => r.id)).toEqual([A1]);
    const dismissing = sync.engine.mutate('dismissAlert', { alertId: A1, userId: FAKE_ACTING_USER });
    sync.frames.run();
    expect(alerts.rows()).toEqual([]);
    await sync.confirm(dismissing);
    expect(alerts.rows()).toEqual([]);
    expect(sync.backend.tables.alert.has(A1)).toBe(true);
  });
});
