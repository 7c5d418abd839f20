import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { useLocation } from 'wouter';
import { OPERATIONS } from '../../domain/index.ts';
import type { NotificationRow } from '../../sync/client/index.ts';
import { Badge, Button, LiveViewState } from '../../ui/index.ts';
import { useCatalogue, useLive, useMutation } from '../data/index.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { groupNotifications, notificationPath } from './notification-target.ts';
import { useNotificationWords } from './use-notification-words.ts';

/**
 * The notification centre (spec part 1 section 2): a bell with the unread count in the header and
 * a 400 px panel: all or unread only, grouped by the catalogue's groups, each item toggled seen or
 * deleted; opening one marks it seen and goes to its member, call or request. Live and private:
 * only the acting user's own notifications reach this engine.
 */
export function NotificationCentre() {
  const { t } = useLingui();
  const user = useActingUser();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The panel's own query, counted here: a row marked read leaves the count at once.
  const mine = useLive('notifications', { userId: user.id });
  const count = mine.rows.filter((row) => row.seenAt === null).length;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="relative">
      <Button
        ref={button}
        variant="ghost"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={count > 0 ? t`Notifications, ${count} unread` : t`Notifications`}
        onClick={() => setOpen((current) => !current)}
      >
        <BellIcon />
        {count > 0 ? <Badge tone="danger">{count}</Badge> : null}
      </Button>
      {open ? <NotificationPanel id={panelId} userId={user.id} onClose={close} /> : null}
    </div>
  );
}

function NotificationPanel({ id, userId, onClose }: { id: string; userId: string; onClose: () => void }) {
  const { t } = useLingui();
  const words = useNotificationWords();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const live = useLive('notifications', { userId });
  const rows = unreadOnly ? live.rows.filter((row) => row.seenAt === null) : live.rows;
  const groups = useCatalogue(OPERATIONS.notificationGroups);
  const markSeen = useMutation('markNotificationSeen');
  const remove = useMutation('deleteNotification');
  const [, navigate] = useLocation();
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const grouped = groupNotifications(rows, groups.status === 'ready' ? groups.data.data : []);
  const openItem = (row: NotificationRow) => {
    const path = notificationPath(row);
    if (!row.seenAt) void markSeen({ notificationId: row.id, seen: true });
    if (path) {
      onClose();
      navigate(path);
    }
  };

  return (
    <section
      ref={panel}
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="absolute right-0 z-30 mt-2 flex max-h-[80vh] w-[400px] max-w-[95vw] flex-col rounded-lg border border-slate-200 bg-white shadow-lg focus:outline-none"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">{t`Notifications`}</h2>
        <div role="group" aria-label={t`Show`} className="flex gap-1">
          <Button
            size="sm"
            variant={unreadOnly ? 'ghost' : 'secondary'}
            aria-pressed={!unreadOnly}
            onClick={() => setUnreadOnly(false)}
          >
            {t({ message: 'All', context: 'notifications' })}
          </Button>
          <Button
            size="sm"
            variant={unreadOnly ? 'secondary' : 'ghost'}
            aria-pressed={unreadOnly}
            onClick={() => setUnreadOnly(true)}
          >{t`Unread only`}</Button>
        </div>
      </div>
      <div className="overflow-y-auto px-4 py-2">
        <LiveViewState
          status={live.status}
          count={rows.length}
          loadingLabel={t`Loading notifications`}
          failed={t`The notifications could not be loaded.`}
          empty={{ title: t`No notifications found` }}
        >
          {grouped.map((group) => (
            <section key={group.key} aria-label={words.group(group.key, group.label)} className="py-2">
              <h3 className="text-sm font-semibold text-slate-700 uppercase">{words.group(group.key, group.label)}</h3>
              <ul className="divide-y divide-slate-100">
                {group.rows.map((row) => (
                  <NotificationItem
                    key={row.id}
                    row={row}
                    onOpen={openItem}
                    onSeen={(seen) => void markSeen({ notificationId: row.id, seen })}
                    onDelete={() => void remove({ notificationId: row.id })}
                  />
                ))}
              </ul>
            </section>
          ))}
        </LiveViewState>
      </div>
    </section>
  );
}

function NotificationItem({
  row,
  onOpen,
  onSeen,
  onDelete,
}: {
  row: NotificationRow;
  onOpen: (row: NotificationRow) => void;
  onSeen: (seen: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const words = useNotificationWords();
  const formatInstant = useFormatInstant();
  const { label, description } = words.of(row);
  const unseen = row.seenAt === null;
  const when = formatInstant(row.createdAt, 'dateTime');
  return (
    <li className="flex items-start gap-2 py-2" data-notification-id={row.id}>
      <span
        aria-hidden="true"
        className={`mt-2 inline-block h-2 w-2 shrink-0 rounded-full ${unseen ? 'bg-blue-700' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(row)}
          className="text-left focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          <span className={`block ${unseen ? 'font-semibold' : ''} text-slate-900`}>
            {label}
            {unseen ? <span className="sr-only"> ({t`unread`})</span> : null}
          </span>
          <span className="block text-sm text-slate-700">{description}</span>
        </button>
        <time dateTime={row.createdAt} className="block text-xs text-slate-700">
          {when}
        </time>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onSeen(unseen)}
          // The name starts with the visible words (WCAG 2.5.3, Label in Name), then says which notification.
          aria-label={unseen ? t`Mark as read: ${label}` : t`Mark as unread: ${label}`}
        >
          {unseen ? t`Mark as read` : t`Mark as unread`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t`Delete ${label}`}>
          {t`Delete`}
        </Button>
      </div>
    </li>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
