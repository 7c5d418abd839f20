import { useMemo, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { TextLogRow } from '../../sync/client/index.ts';
import { Button, Dialog, Menu, Table, type MenuAction, type TableColumn } from '../../ui/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { AssignMemberDialog } from './AssignMemberDialog.tsx';
import { formatDateTime, textParties } from './log-rows.ts';
import { useAssignments } from './use-call-actions.ts';

type TextAction = { kind: 'view' | 'assign' | 'assignPhone'; row: TextLogRow };

/**
 * The Texts tab's table (spec part 1 section 2): From, To, Date and time, Message (two lines at
 * most) and a menu: View text message, Assign text message (unassigned texts only), Assign phone
 * number.
 */
export function TextTable({ rows }: { rows: readonly TextLogRow[] }) {
  const { t, i18n } = useLingui();
  const user = useActingUser();
  const timeZone = resolveTimeZone(user.timeZone);
  const locale = i18n.locale;
  const [action, setAction] = useState<TextAction | null>(null);
  const unknownGuide = t`Unknown guide`;

  const columns = useMemo<TableColumn<TextLogRow>[]>(() => {
    const menuOf = (row: TextLogRow): MenuAction[] => [
      { id: 'view', label: t`View text message`, onSelect: () => setAction({ kind: 'view', row }) },
      ...(row.memberId === null
        ? [{ id: 'assign', label: t`Assign text message`, onSelect: () => setAction({ kind: 'assign', row }) }]
        : []),
      { id: 'assign-phone', label: t`Assign phone number`, onSelect: () => setAction({ kind: 'assignPhone', row }) },
    ];
    return [
      { id: 'from', header: t`From`, cell: (row) => textParties(row, unknownGuide).from },
      { id: 'to', header: t`To`, cell: (row) => textParties(row, unknownGuide).to },
      {
        id: 'time',
        header: t`Date and time`,
        cell: (row) => (
          <time dateTime={row.createdAt} className="whitespace-nowrap">
            {formatDateTime(row.createdAt, locale, timeZone)}
          </time>
        ),
      },
      {
        id: 'message',
        header: t`Message`,
        cell: (row) => <p className="line-clamp-2 max-w-md break-words">{row.text}</p>,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => {
          const from = textParties(row, unknownGuide).from;
          return (
            <Menu
              lazy
              trigger={<Ellipsis aria-hidden="true" className="size-5" />}
              triggerLabel={t`Actions for the text from ${from}`}
              items={menuOf(row)}
            />
          );
        },
      },
    ];
  }, [t, locale, timeZone, unknownGuide]);

  return (
    <>
      <Table caption={t`Texts`} columns={columns} rows={rows} rowKey={(row) => row.id} virtualize />
      {action ? (
        <TextActionDialogs action={action} unknownGuide={unknownGuide} onClose={() => setAction(null)} />
      ) : null}
    </>
  );
}

function TextActionDialogs({
  action,
  unknownGuide,
  onClose,
}: {
  action: TextAction;
  unknownGuide: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const user = useActingUser();
  const { assignText, addPhoneNumber, assigned } = useAssignments();
  const { row } = action;
  const { from, to } = textParties(row, unknownGuide);
  const shown = formatPhoneNumber(row.phoneNumber);
  if (action.kind === 'view') {
    const when = formatDateTime(row.createdAt, i18n.locale, resolveTimeZone(user.timeZone));
    return (
      <Dialog
        open
        onClose={onClose}
        title={t`Text message`}
        description={t`From ${from} to ${to}, ${when}`}
        actions={<Button onClick={onClose}>{t`Close`}</Button>}
      >
        <p className="whitespace-pre-wrap break-words text-slate-900">{row.text}</p>
      </Dialog>
    );
  }
  if (action.kind === 'assign') {
    return (
      <AssignMemberDialog
        title={t`Assign text message`}
        description={t`The text from ${from}`}
        onAssign={async (member) => assigned(await assignText({ messageId: row.id, subjectId: member.id }))}
        onClose={onClose}
      />
    );
  }
  return (
    <AssignMemberDialog
      title={t`Assign phone number`}
      description={t`${shown} becomes one of the member's phone numbers.`}
      withDescription
      onAssign={async (member, description) => {
        if (!(await addPhoneNumber({ memberId: member.id, number: row.phoneNumber, description }))) return false;
        return assigned(row.memberId ? true : await assignText({ messageId: row.id, subjectId: member.id }));
      }}
      onClose={onClose}
    />
  );
}
