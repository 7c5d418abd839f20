import { memo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { feedItemTypeOf } from '../../domain/index.ts';
import { Badge, RichTextView } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { formatTime } from '../shared/format/date-time.ts';
import { formatDuration } from '../shared/format/duration.ts';
import { FeedEntryActions } from '../notes/FeedEntryActions.tsx';
import { TransferFeedEntry } from '../transfers/TransferFeedEntry.tsx';
import { DeliveryChip, MessageAttachments } from '../texts/MessageParts.tsx';
import { StatusChangeRequestFeedItem } from '../status-change-requests/StatusChangeRequestFeedItem.tsx';
import { callChip, callFailureText } from './call-chips.ts';
import { isFailedSms, smsFailureText } from './sms-errors.ts';
import type { MemberLabels } from './use-member-labels.ts';
import type { OutcomeNames } from './use-outcome-names.ts';

export type FeedItemRow = LiveRow<'memberFeed'>;

export interface FeedItemEntryProps {
  item: FeedItemRow;
  timeZone: string;
  /** Made once for the whole feed (useMemberLabels, useOutcomeNames), not once per entry. */
  labels: MemberLabels;
  outcomeName: OutcomeNames;
}

/**
 * One feed item (spec part 1 section 2, "Activity feed"): a text message (direction, text, and the
 * Failed chip with the provider's reason), a call, visit or note (type, direction, duration,
 * outcome, note), a request or workflow item by name, or 'Error - Unknown type'.
 */
export const FeedItemEntry = memo(function FeedItemEntry({ item, timeZone, labels, outcomeName }: FeedItemEntryProps) {
  const { t, i18n } = useLingui();
  const type = feedItemTypeOf(item.externalItemType);
  const kind = type && labels.feedItemKind(type);
  const time = <time dateTime={item.timestamp}>{formatTime(item.timestampMs, timeZone, i18n.locale)}</time>;

  if (!kind) {
    return (
      <Line time={time}>
        <span className="font-semibold text-red-800">{t`Error - Unknown type`}</span>
      </Line>
    );
  }
  if (type === 'message') {
    const failed = isFailedSms(item.smsStatus);
    return (
      <>
        <Line time={time}>
          <span className="font-semibold text-slate-900">{kind}</span>
          {labels.direction(item.messageIncoming ?? null) ? (
            <span className="text-slate-700">{labels.direction(item.messageIncoming ?? null)}</span>
          ) : null}
          {failed ? (
            <span className="inline-flex flex-wrap items-center gap-1.5">
              <Badge tone="danger">{t`Failed`}</Badge>
              <span className="text-sm text-red-800">{smsFailureText(item.smsErrorCode, labels.smsError)}</span>
            </span>
          ) : null}
          {!failed && item.messageIncoming === false ? <DeliveryChip status={item.smsStatus ?? null} /> : null}
        </Line>
        {item.messageText ? <p className="mt-1 whitespace-pre-wrap text-slate-900">{item.messageText}</p> : null}
        {item.messageFileIds?.length ? <MessageAttachments fileIds={item.messageFileIds} /> : null}
      </>
    );
  }
  if (type === 'call' || type === 'visit' || type === 'note') {
    const direction = type === 'note' ? undefined : labels.direction(item.interactionIncoming ?? null);
    const outcome = outcomeName(item.interactionType ?? type, item.outcomeId ?? null);
    const duration = item.duration !== null && type !== 'note' ? formatDuration(item.duration) : '';
    return (
      <>
        <Line time={time}>
          <span className="font-semibold text-slate-900">{kind}</span>
          {direction ? <span className="text-slate-700">{direction}</span> : null}
          {duration ? (
            <span className="text-slate-700 tabular-nums">
              <span className="sr-only">{t`Duration`} </span>
              {duration}
            </span>
          ) : null}
          {outcome ? <Badge>{outcome}</Badge> : null}
          {type === 'call' ? <CallChipBadge item={item} labels={labels} /> : null}
          {type === 'call' ? null : <FeedEntryActions item={item} />}
        </Line>
        {item.note && type !== 'call' ? <RichTextView html={item.note} className="mt-1" /> : null}
        {/* A call's note is the Phone call dialog's rich text (older calls' plain text reads the same way). */}
        {item.note && type === 'call' ? (
          <RichTextView html={item.note} className="mt-1 whitespace-pre-wrap text-slate-900" />
        ) : null}
      </>
    );
  }
  if (type === 'member_transfer_request' && item.externalItemId) {
    return (
      <>
        <Line time={time}>
          <span className="font-semibold text-slate-900">{kind}</span>
        </Line>
        <TransferFeedEntry requestId={item.externalItemId} />
      </>
    );
  }
  if (type === 'member_status_change_request') {
    return <StatusChangeRequestFeedItem requestId={item.externalItemId} kind={kind} time={time} />;
  }
  // Workflow phases: their cards come with the workflows feature.
  return (
    <Line time={time}>
      <span className="font-semibold text-slate-900">{kind}</span>
    </Line>
  );
});

/** A call's Failed (its reason as a tooltip, also read by screen readers), Went to voicemail or Incomplete chip. */
function CallChipBadge({ item, labels }: { item: FeedItemEntryProps['item']; labels: FeedItemEntryProps['labels'] }) {
  const { t } = useLingui();
  const chip = callChip({
    status: item.callStatus ?? null,
    wentToVoicemail: item.callWentToVoicemail ?? null,
    insufficientNotes: item.callInsufficientNotes ?? null,
    outcomeId: item.outcomeId,
  });
  if (chip === 'voicemail') return <Badge tone="info">{t`Went to voicemail`}</Badge>;
  if (chip === 'incomplete') return <Badge tone="warning">{t`Incomplete`}</Badge>;
  if (chip !== 'failed') return null;
  const why = callFailureText(item.callErrorCode, labels.callError);
  return (
    <span
      title={why}
      tabIndex={0}
      className="rounded focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      data-call-failure=""
    >
      <Badge tone="danger">{t`Failed`}</Badge>
      <span className="sr-only">: {why}</span>
    </span>
  );
}

function Line({ time, children }: { time: ReactNode; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {children}
      <span className="ml-auto text-sm text-slate-700 tabular-nums">{time}</span>
    </p>
  );
}
