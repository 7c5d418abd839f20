import { useMemo } from 'react';
import {
  hasPermission,
  OPERATIONS,
  STATUS_CHANGE_PERMISSIONS,
  DEFAULT_STATUS_CHANGE_WINDOW,
  type RequestableStatus,
} from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';
import { useCatalogue } from '../data/index.ts';
import { resolveTimeZone, todayIn } from '../shared/time/days.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { memberStageKeyOf, type WindowContext } from './status-change-form.ts';

export interface StatusChangeContext extends WindowContext {
  userId: string;
  permissions: readonly string[];
  today: string;
  /** The catalogue with the change request fields; undefined while loading or failed. */
  statuses: readonly RequestableStatus[] | undefined;
  statusFailed: boolean;
  statusById(id: number | null | undefined): RequestableStatus | undefined;
}

/** What the request form needs to know about the user, the member, the window and the statuses. */
export function useStatusChangeContext(member: Pick<MemberRecord, 'memberStageId'>): StatusChangeContext {
  const user = useActingUser();
  const { clock } = useServices();
  const statuses = useCatalogue(OPERATIONS.memberStatuses);
  const settings = useCatalogue(OPERATIONS.statusChangeSettings);
  const nowMs = clock.now();
  const timeZone = resolveTimeZone(user.timeZone);
  const list = statuses.status === 'ready' ? statuses.data.data : undefined;
  const window = settings.status === 'ready' ? settings.data : DEFAULT_STATUS_CHANGE_WINDOW;
  const byId = useMemo(() => new Map((list ?? []).map((status) => [status.id, status])), [list]);
  return {
    userId: user.id,
    permissions: user.userPermissions,
    nowMs,
    timeZone,
    today: todayIn(timeZone, nowMs).toString(),
    window,
    isAdmin: hasPermission(user.userPermissions, STATUS_CHANGE_PERMISSIONS.admin),
    memberStageKey: memberStageKeyOf(member.memberStageId),
    statuses: list,
    statusFailed: statuses.status === 'failed',
    statusById: (id) => (id == null ? undefined : byId.get(id)),
  };
}
