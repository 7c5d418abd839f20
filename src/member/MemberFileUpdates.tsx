import { useCallback, useMemo, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { MEMBER_INFO_LIMITS } from '../../domain/index.ts';
import { Button, Dialog, LiveViewState, Spinner } from '../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../data/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';
import { useKeptView } from '../shared/screen/kept-view.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { formatPhoneNumber, languageName } from '../shared/member/member-info-format.ts';
import { changeFieldLabel, changeValueText, type ChangeValueWords } from '../shared/member/member-info-text.ts';
import { useMemberInfoWords } from '../shared/member/use-member-info-words.ts';
import { usePersonalInfoChoiceWords } from '../shared/member/use-personal-info-choices.ts';
import { fileUpdateSubjectNames } from './file-update-subjects.ts';

type FileUpdate = LiveRow<'memberFileUpdates'>;

const PAGE_SIZE = MEMBER_INFO_LIMITS.changeLogPageSize;

/** The Member file updates button of Member info and its dialog (spec part 2 section 2). */
export function MemberFileUpdatesButton({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t`Member file updates`}
      </Button>
      {open ? <MemberFileUpdatesDialog memberId={memberId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * Who changed what in the member's contact and personal information, newest first, each entry
 * with the phone, e-mail or address it is about and its detailed changes (field, old value -> new
 * value). Live: a change made while it is open appears at its top. Reads 100 entries at a time;
 * 'Load more' reads the next 100.
 */
function MemberFileUpdatesDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useLingui();
  const [upTo, setUpTo] = useState<number>(PAGE_SIZE);
  const params = useMemo(() => ({ memberId, upTo }), [memberId, upTo]);
  const live = useLive('memberFileUpdates', params);
  useReportLiveError(live);
  // Reading more is a new query: the entries read so far stay on screen while it loads.
  const shown = useKeptView(live, params);
  const rows = shown.view.rows;
  const loadingMore = shown.stale || (live.status === 'loading' && rows.length > 0);
  const canLoadMore = live.status === 'ready' && live.rows.length >= upTo;
  const loadMore = useCallback(() => {
    if (canLoadMore) setUpTo(upTo + PAGE_SIZE);
  }, [canLoadMore, upTo]);
  const names = useSubjectNames(memberId, rows);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Member file updates`}
      actions={<Button onClick={onClose}>{t`Close`}</Button>}
    >
      <div aria-busy={loadingMore || undefined}>
        <LiveViewState
          status={shown.view.status}
          count={rows.length}
          loadingLabel={t`Loading`}
          failed={t`The member file updates could not be loaded.`}
          empty={{ title: t`No history found` }}
        >
          <ol className="flex flex-col gap-3 text-sm" aria-label={t`Member file updates`}>
            {rows.map((entry) => (
              <FileUpdateEntry key={entry.id} entry={entry} name={names.get(entry.id)} />
            ))}
          </ol>
        </LiveViewState>
      </div>
      {canLoadMore || loadingMore ? (
        <div className="mt-3 flex flex-col items-center gap-2">
          <Button size="sm" onClick={loadMore} aria-disabled={!canLoadMore || undefined}>
            {t`Load more`}
          </Button>
          {loadingMore ? <Spinner size="sm" label={t`Loading earlier updates`} /> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** The phone, e-mail or address each entry is about, by entry id, as a reader knows it. */
function useSubjectNames(memberId: string, entries: readonly FileUpdate[]): Map<string, string> {
  const phones = useLive('memberPhones', { memberId }).rows;
  const emails = useLive('memberEmails', { memberId }).rows;
  const addresses = useLive('memberAddresses', { memberId }).rows;
  return useMemo(() => {
    const current = new Map<string, string>([
      ...phones.map((phone) => [phone.id, phone.number] as const),
      ...emails.map((email) => [email.id, email.emailAddress] as const),
      ...addresses.map((address) => [address.id, address.line1] as const),
    ]);
    const names = fileUpdateSubjectNames(entries, current);
    for (const entry of entries) {
      const name = names.get(entry.id);
      if (name && entry.subject === 'phoneNumber') names.set(entry.id, formatPhoneNumber(name));
    }
    return names;
  }, [phones, emails, addresses, entries]);
}

function FileUpdateEntry({ entry, name }: { entry: FileUpdate; name: string | undefined }) {
  const { t, i18n } = useLingui();
  const words = useMemberInfoWords();
  const choices = usePersonalInfoChoiceWords();
  const user = useActingUser();
  const timeZone = resolveTimeZone(user.timeZone);
  const when = dateTimeFormat(i18n.locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    entry.createdAtMs,
  );
  const who = entry.changedByName || entry.changedById || t`Unknown user`;
  const subject = (words.subject as Partial<Record<string, string>>)[entry.subject] ?? entry.label;
  const valueWords: ChangeValueWords = {
    yes: words.yes,
    no: words.no,
    pronouns: words.pronouns,
    languageName: (code) => languageName(code, i18n.locale),
    reportedLanguage: choices.language,
    raceEthnicity: choices.raceEthnicity,
  };
  const none = t`(none)`;
  return (
    <li className="rounded-md border border-slate-200 p-2" data-file-update={entry.id}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-slate-900">
          {subject}
          {name ? ` ${name}` : ''}: {words.action[entry.action]}
        </span>
        <span className="text-slate-700">
          {t`by ${who}`} · <time dateTime={entry.createdAt}>{when}</time>
        </span>
      </p>
      <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        {entry.detailedChanges.map((change) => (
          <div key={change.field} className="contents">
            <dt className="font-medium text-slate-700">
              {changeFieldLabel(words.changeFields, entry.subject, change.field, change.label)}
            </dt>
            <dd className="text-slate-900">
              <span>{changeValueText(change.field, change.oldValue, valueWords) ?? none}</span>
              <ArrowRight aria-hidden="true" className="mx-1 inline size-4 align-[-0.125em]" />
              <span className="sr-only"> {t`changed to`} </span>
              <span>{changeValueText(change.field, change.newValue, valueWords) ?? none}</span>
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
