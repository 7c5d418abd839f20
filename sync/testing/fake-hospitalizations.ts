/**
 * The hand-driven backend's hospitalizations dashboard, notification centre and per-user alert
 * dismissals, answered as server/routes/hospitalizations.ts, notifications.ts and member.ts do in
 * small: one window of stays (discharge date descending, still in hospital first) with each
 * member, and its counters; the acting user's notifications; a dismissal private to the acting user.
 */
import {
  newlySince,
  OPERATIONS,
  type CallInput,
  type ChangeRow,
  type EntityKind,
  type EntityShape,
  type Operation,
} from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';
import { FAKE_ACTING_USER } from './fake-calls-page.ts';

/** What these answers need of the fake backend (described here: importing it would make a cycle). */
interface FakeBackend {
  readonly tables: {
    readonly hospitalization: Map<string, EntityShape<'hospitalization'>>;
    readonly user: Map<string, EntityShape<'user'>>;
    readonly notification: Map<string, EntityShape<'notification'>>;
    readonly alert: Map<string, EntityShape<'alert'>>;
  };
  readonly head: number;
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
  remove(kind: EntityKind, id: string): ChangeRow;
}

type Stay = EntityShape<'hospitalization'>;
const notFound = () => ({ status: 404, body: { statusCode: 404, message: 'No record found' } });

export function makeStay(id: string, memberId: string, overrides: Partial<Stay> = {}): Stay {
  return {
    id,
    memberId,
    clientId: 'c1',
    hospital: 'Mercy General',
    hospitalInfo: null,
    admitDate: '2026-11-18',
    dischargeDate: null,
    guideEnteredDischargedAt: null,
    admitComplaint: 'Chest pain',
    followUpType: 'TRC',
    dischargeDisposition: null,
    isEnrolledInBehavioralHealth: false,
    note: null,
    visitNumber: null,
    ...overrides,
  };
}

export function makeNotification(
  id: string,
  overrides: Partial<EntityShape<'notification'>> = {},
): EntityShape<'notification'> {
  return {
    id,
    label: 'New text message',
    description: 'Rosa Delgado sent you a text message',
    seenAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    memberId: 'm1',
    guideId: FAKE_ACTING_USER,
    notificationGroupType: 'messages',
    notificationType: 'inbound_text',
    externalItemType: null,
    externalItemId: null,
    ...overrides,
  };
}

const dischargeOf = (s: Stay) => s.dischargeDate ?? s.guideEnteredDischargedAt;

/** The fake's calendar day (the tests' manual clock starts on it): "newly" counts from it. */
export const FAKE_TODAY = '2026-11-21';

function stayCounts(stays: readonly Stay[]) {
  const since = newlySince(FAKE_TODAY);
  const members = (matching: (s: Stay) => boolean) => new Set(stays.filter(matching).map((s) => s.memberId)).size;
  return {
    newlyAdmitted: members((s) => s.admitDate >= since && dischargeOf(s) === null),
    newlyDischarged: members((s) => (dischargeOf(s) ?? '') >= since),
    totalMembers: members(() => true),
  };
}

export function answerHospitalizationRead(
  backend: FakeBackend,
  operation: Operation,
  input: object,
): HttpResult | undefined {
  if (operation === OPERATIONS.hospitalizationMetaCounts) {
    const query = (input as CallInput<typeof OPERATIONS.hospitalizationMetaCounts>).query ?? {};
    const stays = [...backend.tables.hospitalization.values()].filter(
      (s) => !query['behavioral-health-filter'] || s.isEnrolledInBehavioralHealth,
    );
    return { body: stayCounts(stays), head: backend.head };
  }
  if (operation === OPERATIONS.hospitalizationList) {
    const query = (input as CallInput<typeof OPERATIONS.hospitalizationList>).query ?? {};
    const sorted = [...backend.tables.hospitalization.values()]
      .filter((s) => !query['behavioral-health-filter'] || s.isEnrolledInBehavioralHealth)
      .sort((a, b) => {
        const [x, y] = [dischargeOf(a), dischargeOf(b)];
        if (x === y) return a.id.localeCompare(b.id);
        return x === null ? -1 : y === null ? 1 : y.localeCompare(x);
      });
    const start = query['page-start'] ?? 0;
    const data = sorted.slice(start, start + (query['page-size'] ?? 10)).map((s) => {
      const member = backend.tables.user.get(s.memberId);
      return {
        ...s,
        member: member
          ? {
              id: member.id,
              name: member.name,
              firstName: member.firstName,
              lastName: member.lastName,
              assignedGuideId: member.assignedGuideId ?? null,
              memberStatusId: member.memberStatusId ?? null,
            }
          : null,
      };
    });
    return {
      body: structuredClone({ data, count: sorted.length, pagination: { totalItems: sorted.length } }),
      head: backend.head,
    };
  }
  if (operation === OPERATIONS.myNotifications) {
    const mine = [...backend.tables.notification.values()]
      .filter((n) => n.guideId === FAKE_ACTING_USER)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    // Each with the member it is about, as the server embeds it.
    const data = mine.map((n) => {
      const member = n.memberId ? backend.tables.user.get(n.memberId) : undefined;
      return {
        ...n,
        member: member
          ? {
              id: member.id,
              name: member.name,
              firstName: member.firstName,
              lastName: member.lastName,
              assignedGuideId: member.assignedGuideId ?? null,
            }
          : null,
      };
    });
    return { body: structuredClone({ data, unreadCount: data.filter((n) => !n.seenAt).length }), head: backend.head };
  }
  return undefined;
}

export function answerHospitalizationWrite(
  backend: FakeBackend,
  operation: Operation,
  input: object,
): HttpResult | undefined {
  if (operation === OPERATIONS.updateHospitalization) {
    const { params, body } = input as CallInput<typeof OPERATIONS.updateHospitalization>;
    const stay = backend.tables.hospitalization.get(params.id);
    if (!stay) throw notFound();
    const change = backend.upsert('hospitalization', {
      ...stay,
      note: body.note.trim(),
      guideEnteredDischargedAt: body.guideEnteredDischargedAt,
    });
    return { body: change.data, seq: change.seq };
  }
  if (operation === OPERATIONS.markNotificationsSeen) {
    const { body } = input as CallInput<typeof OPERATIONS.markNotificationsSeen>;
    const rows = body.notificationIds.map((id) => backend.tables.notification.get(id));
    if (rows.some((n) => !n || n.guideId !== FAKE_ACTING_USER)) throw notFound();
    let seq: number | undefined;
    for (const n of rows as EntityShape<'notification'>[])
      if ((n.seenAt === null) === body.seen)
        seq = backend.upsert('notification', { ...n, seenAt: body.seen ? '2026-11-21T12:00:00.000Z' : null }).seq;
    return {
      body: { data: body.notificationIds.map((id) => backend.tables.notification.get(id)!) },
      ...(seq !== undefined ? { seq } : {}),
    };
  }
  if (operation === OPERATIONS.deleteNotifications) {
    const { body } = input as CallInput<typeof OPERATIONS.deleteNotifications>;
    if (body.notificationIds.some((id) => backend.tables.notification.get(id)?.guideId !== FAKE_ACTING_USER))
      throw notFound();
    const deleted = body.notificationIds.map((id) => backend.tables.notification.get(id)!);
    let seq = 0;
    for (const id of body.notificationIds) seq = backend.remove('notification', id).seq;
    return { body: { data: deleted }, seq };
  }
  if (operation === OPERATIONS.dismissAlert) {
    const { alertId } = (input as CallInput<typeof OPERATIONS.dismissAlert>).params;
    if (!backend.tables.alert.get(alertId)) throw notFound();
    const id = `${alertId}:${FAKE_ACTING_USER}`;
    const change = backend.upsert('alertDismissal', {
      id,
      alertId,
      userId: FAKE_ACTING_USER,
      dismissedAt: '2026-11-21T12:00:00.000Z',
    });
    return { body: { id: alertId }, seq: change.seq };
  }
  return undefined;
}
