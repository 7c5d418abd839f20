import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { compareHistoryEntries, type NeedStatus } from '../../domain/index.ts';
import { Badge, Button, Dialog, LiveViewState, RichTextView } from '../../ui/index.ts';
import { useLive, type LiveRow } from '../data/index.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';
import { MEMBER_PAGE_PARAMS } from '../shared/paths/member-page-paths.ts';
import type { MetadataIndex } from './needs-metadata.ts';
import { useNeedWords } from './use-need-words.ts';

type Need = LiveRow<'memberNeeds'>;

export interface NeedDetailProps {
  need: Need;
  status: NeedStatus;
  metadata: MetadataIndex;
  timeZone: string;
  /** Offered while the need is editable: records a revised action in place of one. */
  onEditAction?: (action: LiveRow<'needActions'>) => void;
}

/**
 * Need detail (part 2 section 2): domain, category, issue, reason and the history, live. Each
 * history entry has its heading (identified, optionally via a survey; fulfilled; stopped pursuing;
 * time window extended; reason modified; issue updated) and links its action, call or visit.
 */
export function NeedDetailContent({ need, status, metadata, timeZone, onEditAction }: NeedDetailProps) {
  const { t, i18n } = useLingui();
  const words = useNeedWords();
  const [location] = useLocation();
  const history = useLive('needHistory', { needId: need.id });
  const actions = useLive('needActions', { memberId: need.memberId, needId: need.id });
  const referrals = useLive('memberResourceReferrals', { memberId: need.memberId, needId: need.id });
  const entries = useMemo(() => [...history.rows].sort(compareHistoryEntries), [history.rows]);
  const when = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const day = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone });
  const issue = metadata.issue(need.issueId);
  const feedLink = (type: 'call' | 'visit', id: string) =>
    `${location}?${MEMBER_PAGE_PARAMS.feedItemType}=${type}&${MEMBER_PAGE_PARAMS.feedItemId}=${id}`;

  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold text-slate-700">{t`Domain`}</dt>
        <dd>{metadata.domainName(issue?.categoryId ?? need.categoryId) ?? '—'}</dd>
        <dt className="font-semibold text-slate-700">{t`Category`}</dt>
        <dd>{metadata.categoryName(issue?.categoryId ?? need.categoryId) ?? '—'}</dd>
        <dt className="font-semibold text-slate-700">{words.labels.issue}</dt>
        <dd>{need.issueLabel ? `${need.issueLabel}${need.zCode ? ` (${need.zCode})` : ''}` : t`No issue`}</dd>
        <dt className="font-semibold text-slate-700">{t`Status`}</dt>
        <dd>
          <Badge tone={status === 'Fulfilled' ? 'success' : status === 'Identified' ? 'info' : 'neutral'}>
            {words.statusText(status)}
          </Badge>
        </dd>
        <dt className="font-semibold text-slate-700">{t`Window ends`}</dt>
        <dd>{day.format(Date.parse(need.expiresAt))}</dd>
      </dl>
      <section aria-label={words.labels.reason}>
        <h3 className="font-semibold text-slate-900">{words.labels.reason}</h3>
        <RichTextView html={need.reason} className="text-slate-800" />
      </section>
      <section aria-label={t`History`}>
        <h3 className="mb-2 font-semibold text-slate-900">{t`History`}</h3>
        <LiveViewState
          status={history.status}
          count={entries.length}
          loadingLabel={t`Loading`}
          failed={t`The history could not be loaded.`}
          empty={{ title: t`No history yet.` }}
        >
          <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
            {entries.map((entry) => {
              const action = entry.actionId ? actions.rows.find((row) => row.id === entry.actionId) : undefined;
              const referral = entry.referralId ? referrals.rows.find((row) => row.id === entry.referralId) : undefined;
              const activity = action ? metadata.activity(action.activityId) : undefined;
              return (
                <li key={entry.id} data-history-kind={entry.kind}>
                  <h4 className="font-semibold text-slate-900">
                    {words.heading(entry.kind, Boolean(entry.assignedSurveyId))}
                  </h4>
                  <p className="text-slate-600">{when.format(Date.parse(entry.createdAt))}</p>
                  {entry.kind === 'timeWindowExtended' && entry.newValue ? (
                    <p>{t`New end: ${day.format(Date.parse(entry.newValue))}`}</p>
                  ) : null}
                  {entry.kind === 'issueUpdated' ? (
                    <p>{t`${entry.originalValue ?? t`No issue`} to ${entry.newValue ?? t`No issue`}`}</p>
                  ) : null}
                  {entry.kind === 'reasonModified' && entry.newValue ? (
                    <RichTextView html={entry.newValue} className="text-slate-800" />
                  ) : null}
                  {entry.kind === 'actionTaken' && action ? (
                    <a
                      href={`#need-action-${action.id}`}
                      id={`need-action-${action.id}`}
                      className="block text-blue-800 underline"
                    >
                      {t`${activity?.name ?? t`Action`}, ${action.durationInMinutes} min on ${day.format(Date.parse(`${action.date}T12:00:00Z`))}`}
                    </a>
                  ) : null}
                  {entry.kind === 'actionTaken' && action && onEditAction ? (
                    <Button size="sm" variant="secondary" className="mt-1" onClick={() => onEditAction(action)}>
                      {t`Edit action`}
                    </Button>
                  ) : null}
                  {entry.kind === 'resourceReferred' ? (
                    <p>
                      {referral
                        ? [referral.resourceName, referral.phoneNumber, referral.zipcode].filter(Boolean).join(' · ')
                        : entry.newValue}
                    </p>
                  ) : null}
                  {entry.comment && entry.kind !== 'reasonModified' ? (
                    <p className="text-slate-800">{entry.comment}</p>
                  ) : null}
                  {entry.callId ? (
                    <a href={feedLink('call', entry.callId)} className="text-blue-800 underline">
                      {t`View call`}
                    </a>
                  ) : null}
                  {entry.visitId ? (
                    <a href={feedLink('visit', entry.visitId)} className="text-blue-800 underline">
                      {t`View visit`}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </LiveViewState>
      </section>
    </div>
  );
}

/** The full-screen dialog form of the detail. */
export function NeedDetailDialog({ onClose, ...props }: NeedDetailProps & { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      title={props.need.issueLabel ?? t`Need`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      }
    >
      <NeedDetailContent {...props} />
    </Dialog>
  );
}

/** The side-panel form of the detail: beside the list on wide screens. */
export function NeedDetailPanel({ onClose, ...props }: NeedDetailProps & { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <aside
      aria-label={t`Need detail`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{props.need.issueLabel ?? t`Need`}</h3>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      </div>
      <NeedDetailContent {...props} />
    </aside>
  );
}
