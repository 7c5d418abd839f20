import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import { canDeleteVisit } from '../../domain/index.ts';
import { Button, ConfirmDialog } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import type { LiveRow } from '../data/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { existingVisitOf, VisitDialog } from '../visits/index.tsx';
import { NoteDialog } from './index.tsx';

type FeedRow = LiveRow<'memberFeed'>;

/**
 * Edit and Delete on a note or visit of the feed: shown to whom the server allows them. A note:
 * its author, or a holder of CAN_MANAGE_OTHER_GUIDES_WORK. A visit: the same for Edit; Delete as
 * `canDeleteVisit` says (its creator the same day, an auditor the same month). Delete asks first.
 */
export function FeedEntryActions({ item }: { item: FeedRow }) {
  const { t } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isVisit = item.externalItemType === 'visit';
  const removeNote = useMemberInfoSave('deleteNote', t`Note deleted successfully`);
  const removeVisit = useMemberInfoSave('deleteVisit', t`Visit deleted successfully`);
  const visit = isVisit ? existingVisitOf(item) : undefined;
  const mayWrite = user.userPermissions.includes(isVisit ? 'CAN_CREATE_VISITS' : 'CAN_CREATE_NOTES');
  const mayEdit =
    mayWrite &&
    // Undefined (never null) when the store holds no interaction of the item: nothing to edit.
    item.interactionId !== undefined &&
    (item.guideId === user.id || user.userPermissions.includes('CAN_MANAGE_OTHER_GUIDES_WORK')) &&
    (!isVisit || visit !== undefined);
  const mayDelete = isVisit
    ? mayWrite &&
      visit !== undefined &&
      canDeleteVisit({
        visit,
        actorId: user.id,
        isAuditor: user.userPermissions.includes('CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS'),
        now: Temporal.Instant.fromEpochMilliseconds(clock.now()).toString(),
        timeZone: resolveTimeZone(user.timeZone),
      })
    : mayEdit;
  if (!mayEdit && !mayDelete) return null;

  const confirmDelete = async () => {
    if (!item.interactionId) return;
    setDeleting(true);
    const args = { id: item.interactionId, feedItemId: item.id };
    await (isVisit ? removeVisit(args) : removeNote(args));
    // The entry leaves the feed at once; on a refusal it comes back and the toast says why.
    setDeleting(false);
    setAsking(false);
  };

  return (
    <span className="inline-flex gap-1">
      {mayEdit ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={isVisit ? t`Edit visit` : t`Edit note`}
          onClick={() => setEditing(true)}
        >
          {t`Edit`}
        </Button>
      ) : null}
      {mayDelete ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={isVisit ? t`Delete visit` : t`Delete note`}
          onClick={() => setAsking(true)}
        >
          {t`Delete`}
        </Button>
      ) : null}
      {editing && isVisit ? (
        <VisitDialog memberId={item.memberId} visit={visit} onClose={() => setEditing(false)} />
      ) : null}
      {editing && !isVisit && item.interactionId ? (
        <NoteDialog
          memberId={item.memberId}
          note={{ id: item.interactionId, feedItemId: item.id, text: item.note ?? '' }}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={asking}
        title={isVisit ? t`Delete visit` : t`Delete note`}
        description={
          isVisit ? t`Delete this visit? This cannot be undone.` : t`Delete this note? This cannot be undone.`
        }
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
      />
    </span>
  );
}
