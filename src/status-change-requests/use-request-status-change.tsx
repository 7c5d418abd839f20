import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { mayCreateStatusChanges } from '../../domain/index.ts';
import type { MenuAction } from '../../ui/index.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { StatusChangeRequestDialog } from './StatusChangeRequestDialog.tsx';

/**
 * The member menu's 'Request status change' (spec part 1 section 2) and the form it opens: the
 * item is there for those who may make requests; the dialog is mounted while open.
 */
export function useRequestStatusChange(member: MemberRecord): { item: MenuAction | null; dialog: ReactNode } {
  const { t } = useLingui();
  const user = useActingUser();
  const [open, setOpen] = useState(false);
  const item = mayCreateStatusChanges({ permissions: user.userPermissions })
    ? { id: 'request-status-change', label: t`Request status change`, onSelect: () => setOpen(true) }
    : null;
  return { item, dialog: open ? <StatusChangeRequestDialog member={member} onClose={() => setOpen(false)} /> : null };
}
