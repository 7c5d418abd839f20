import { useEffect, useMemo, useRef, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import {
  canEditNeed,
  canExtendNeed,
  hasPermission,
  needDateLine,
  needStatus,
  type NeedStatus,
  type NeedViewing,
} from '../../domain/index.ts';
import {
  Badge,
  Button,
  ConfirmDialog,
  cx,
  LiveViewState,
  Menu,
  RichTextView,
  type BadgeTone,
  type MenuAction,
} from '../../ui/index.ts';
import { useIdlePrefetch } from '../platform/idle-prefetch.ts';
import { useServices } from '../services/services.tsx';
import { useLive, useMutation, useReportLiveError, type LiveRow } from '../data/index.ts';
import { useNeedsMetadata } from './use-needs-metadata.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { LINK_HIGHLIGHT, scheduleHighlight } from '../shared/member/highlight.ts';
import { useMemberPageShown } from '../shared/member/page-settled.ts';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { memberStageKeyOf } from '../status-change-requests/status-change-form.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { FulfilDialog } from './FulfilDialog.tsx';
import { NeedDetailDialog, NeedDetailPanel } from './NeedDetail.tsx';
import { NeedDialog } from './LazyNeedDialog.tsx';
import { indexMetadata } from './needs-metadata.ts';
import { moveNeed } from './needs-order.ts';
import { useNeedWords } from './use-need-words.ts';

type Need = LiveRow<'memberNeeds'>;
type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'action' | 'fulfil' | 'stop' | 'delete' | 'extend' | 'detail'; need: Need }
  | { kind: 'editAction'; need: Need; action: LiveRow<'needActions'> };

const STATUS_TONES: Record<NeedStatus, BadgeTone> = {
  Identified: 'info',
  Unresolved: 'warning',
  Fulfilled: 'success',
  StoppedPursuing: 'neutral',
};

export interface NeedsTabProps {
  member: { id: string; memberStageId?: number | null };
  /** The `needId` query parameter: scroll to and highlight that need. */
  focusNeedId?: string | null;
}

/**
 * The member page's Needs tab (part 2 sections 2-5): the member's needs in their order (drag, or
 * Move up / Move down from the keyboard), each with its derived status, its date line and what may
 * be done with it now: edit, add an action, mark as fulfilled, stop pursuing, extend the window
 * (under 7 days left), delete (without actions), and the detail with its history. Live.
 */
export function NeedsTab({ member, focusNeedId }: NeedsTabProps) {
  const { t } = useLingui();
  const words = useNeedWords();
  const { clock } = useServices();
  const user = useActingUser();
  const view = useLive('memberNeeds', { memberId: member.id });
  useReportLiveError(view);
  useIdlePrefetch(NeedDialog.preload);
  const catalogue = useNeedsMetadata();
  const metadata = useMemo(() => indexMetadata(catalogue.status === 'ready' ? catalogue.data : undefined), [catalogue]);
  const issues = catalogue.status === 'ready' ? catalogue.data.issues : [];
  const [open, setOpen] = useState<Open>();
  const [panelNeedId, setPanelNeedId] = useState<string>();
  const [dragged, setDragged] = useState<string>();
  const reorder = useMutation('reorderNeeds');
  const stop = useMemberInfoSave('stopPursuingNeed', t`Need updated successfully`);
  const remove = useMemberInfoSave('deleteNeed', t`Need deleted successfully`);
  const extend = useMemberInfoSave('extendNeed', t`Time window extended successfully`);
  const timeZone = resolveTimeZone(user.timeZone);
  const viewing: NeedViewing = {
    nowMs: clock.now(),
    timeZone,
    memberStageKey: memberStageKeyOf(member.memberStageId) ?? null,
  };
  const mayUpdate = hasPermission(user.userPermissions, 'CAN_UPDATE_USER_NEEDS');
  const pageShown = useMemberPageShown();
  const highlighted = useNeedHighlight(focusNeedId, view.rows.length > 0 && pageShown);

  const move = (needId: string, to: number) => {
    const needIds = moveNeed(
      view.rows.map((need) => need.id),
      needId,
      to,
    );
    if (needIds) void reorder({ memberId: member.id, needIds });
  };
  const close = () => setOpen(undefined);
  const confirmed = async (run: () => Promise<boolean>) => {
    await run();
    close();
  };
  const panelNeed = view.rows.find((need) => need.id === panelNeedId);
  // The need the stop question names (issue 38: stopping is final, so the question says which need).
  const stopping = open?.kind === 'stop' ? open.need : undefined;

  return (
    <div className="flex flex-col gap-4 text-sm">
      {mayUpdate && viewing.memberStageKey !== 'independence' ? (
        <Button variant="primary" className="self-start" onClick={() => setOpen({ kind: 'add' })}>
          {t`Add need`}
        </Button>
      ) : null}
      <LiveViewState
        status={view.status}
        count={view.rows.length}
        loadingLabel={t`Loading`}
        failed={t`The needs could not be loaded.`}
        empty={{ title: t`No needs are recorded for this member.` }}
      >
        <ol className="flex flex-col gap-2" aria-label={t`Needs`}>
          {view.rows.map((need, index) => {
            const status = needStatus(need, viewing);
            const line = needDateLine(need, viewing);
            const editable = mayUpdate && canEditNeed(need, member.id, viewing);
            const items: MenuAction[] = [
              { id: 'detail', label: t`View need details`, onSelect: () => setOpen({ kind: 'detail', need }) },
              ...(editable
                ? [
                    { id: 'action', label: t`Add action`, onSelect: () => setOpen({ kind: 'action', need }) },
                    { id: 'edit', label: t`Edit need`, onSelect: () => setOpen({ kind: 'edit', need }) },
                    { id: 'fulfil', label: t`Mark as fulfilled`, onSelect: () => setOpen({ kind: 'fulfil', need }) },
                    { id: 'stop', label: t`Stop pursuing`, onSelect: () => setOpen({ kind: 'stop', need }) },
                  ]
                : []),
              ...(mayUpdate && canExtendNeed(need, member.id, viewing)
                ? [{ id: 'extend', label: t`Extend time window`, onSelect: () => setOpen({ kind: 'extend', need }) }]
                : []),
              ...(mayUpdate && need.canDelete
                ? [{ id: 'delete', label: t`Delete need`, onSelect: () => setOpen({ kind: 'delete', need }) }]
                : []),
              ...(mayUpdate && index > 0
                ? [{ id: 'up', label: t`Move up`, onSelect: () => move(need.id, index - 1) }]
                : []),
              ...(mayUpdate && index < view.rows.length - 1
                ? [{ id: 'down', label: t`Move down`, onSelect: () => move(need.id, index + 1) }]
                : []),
            ];
            return (
              <li
                key={need.id}
                data-need={need.id}
                tabIndex={-1}
                draggable={mayUpdate}
                onDragStart={() => setDragged(need.id)}
                onDragOver={(event) => dragged && event.preventDefault()}
                onDrop={() => {
                  if (dragged && dragged !== need.id) move(dragged, index);
                  setDragged(undefined);
                }}
                onDragEnd={() => setDragged(undefined)}
                className={cx(
                  'flex flex-col gap-2 rounded-lg border p-3 transition-colors',
                  highlighted === need.id ? 'border-amber-500 bg-amber-50' : 'border-slate-200 bg-white',
                  dragged === need.id && 'opacity-60',
                  mayUpdate && 'cursor-grab',
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col">
                    <button
                      type="button"
                      className="text-left font-semibold text-slate-900 underline-offset-2 hover:underline"
                      onClick={() => setPanelNeedId(panelNeedId === need.id ? undefined : need.id)}
                      aria-expanded={panelNeedId === need.id}
                    >
                      {need.issueLabel ?? t`No issue`}
                      {need.zCode ? (
                        <span className="ml-2 text-xs font-normal text-slate-600">{need.zCode}</span>
                      ) : null}
                    </button>
                    <span className="text-slate-700" data-need-date-line>
                      {words.dateLine(line)}
                    </span>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={STATUS_TONES[status]}>{words.statusText(status)}</Badge>
                    <Menu
                      trigger={<Ellipsis aria-hidden="true" className="size-5" />}
                      triggerLabel={t`Actions for ${need.issueLabel ?? t`need`}`}
                      items={items}
                    />
                  </div>
                </div>
                <RichTextView html={need.reason} className="line-clamp-3 text-slate-800" />
              </li>
            );
          })}
        </ol>
      </LiveViewState>
      {panelNeed ? (
        <NeedDetailPanel
          need={panelNeed}
          status={needStatus(panelNeed, viewing)}
          metadata={metadata}
          timeZone={timeZone}
          onClose={() => setPanelNeedId(undefined)}
          {...(mayUpdate && canEditNeed(panelNeed, member.id, viewing)
            ? {
                onEditAction: (action: LiveRow<'needActions'>) =>
                  setOpen({ kind: 'editAction', need: panelNeed, action }),
              }
            : {})}
        />
      ) : null}

      {open?.kind === 'add' ? <NeedDialog memberId={member.id} issues={issues} onClose={close} /> : null}
      {open?.kind === 'edit' ? (
        <NeedDialog memberId={member.id} issues={issues} need={open.need} onClose={close} />
      ) : null}
      {open?.kind === 'action' ? (
        <ActionDialog
          need={open.need}
          issue={metadata.issue(open.need.issueId)}
          activities={metadata.activitiesOf(open.need.issueId)}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'editAction' ? (
        <ActionDialog
          need={open.need}
          issue={metadata.issue(open.need.issueId)}
          activities={metadata.activitiesOf(open.need.issueId)}
          original={open.action}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'fulfil' ? <FulfilDialog need={open.need} onClose={close} /> : null}
      {open?.kind === 'detail' ? (
        <NeedDetailDialog
          need={open.need}
          status={needStatus(open.need, viewing)}
          metadata={metadata}
          timeZone={timeZone}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'stop'}
        title={stopping?.issueLabel ? t`Stop pursuing ${stopping.issueLabel}?` : t`Stop pursuing this need?`}
        description={t`It is closed for good: it can no longer be changed or marked as fulfilled.`}
        confirmLabel={t`Stop pursuing`}
        cancelLabel={t`Cancel`}
        onConfirm={() => stopping && void confirmed(() => stop({ needId: stopping.id }))}
        onCancel={close}
      />
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t`Delete this need?`}
        description={t`This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={() => open && 'need' in open && void confirmed(() => remove({ needId: open.need.id }))}
        onCancel={close}
      />
      <ConfirmDialog
        open={open?.kind === 'extend'}
        tone="primary"
        title={t`Extend the time window?`}
        description={t`The need gets its target window again from its current end.`}
        confirmLabel={t`Extend`}
        cancelLabel={t`Cancel`}
        onConfirm={() => open && 'need' in open && void confirmed(() => extend({ needId: open.need.id }))}
        onCancel={close}
      />
    </div>
  );
}

/** Scrolls to and highlights the linked need once the list has loaded (the `needId` parameter). */
function useNeedHighlight(needId: string | null | undefined, loaded: boolean): string | undefined {
  const { clock } = useServices();
  const [highlighted, setHighlighted] = useState<string>();
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!needId || !loaded || done.current === needId) return undefined;
    done.current = needId;
    return scheduleHighlight(
      clock,
      {
        scroll: () => {
          const element = document.querySelector<HTMLElement>(`[data-need="${CSS.escape(needId)}"]`);
          element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          element?.focus({ preventScroll: true });
        },
        highlight: () => setHighlighted(needId),
        clear: () => setHighlighted((current) => (current === needId ? undefined : current)),
      },
      LINK_HIGHLIGHT,
    );
  }, [needId, loaded, clock]);
  return highlighted;
}
