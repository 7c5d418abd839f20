import { useEffect, useMemo } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { CALLS_PAGE_SIZES, hasPermission } from '../../domain/index.ts';
import type { CallLogRow, TextLogRow } from '../../sync/client/index.ts';
import { LiveViewState } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { useKeptView } from '../shared/screen/kept-view.ts';
import { pageInfo } from '../members/member-list-query.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import {
  CALLS_FILTER_CONFIG_KEY,
  callLogQueryOf,
  TEXTS_FILTER_CONFIG_KEY,
  textLogQueryOf,
  withFlag,
  withPage,
  withPageSize,
} from './calls-filter-config.ts';
import { CallTable } from './CallTable.tsx';
import { ServerPager } from '../shared/screen/ServerPager.tsx';
import { LogToolbar } from './LogToolbar.tsx';
import { TextTable } from './TextTable.tsx';
import { useLogConfig } from './use-log-config.ts';

/**
 * One tab of the calls page: its toolbar, then the table the server searched, filtered and cut
 * (a `callLog` or `textLog` window), then the pager. Settings persist per tab in local storage.
 */
export function LogTab({
  kind,
  onlyUnassigned = false,
  onApplied,
}: {
  kind: 'calls' | 'texts';
  onlyUnassigned?: boolean;
  onApplied?: () => void;
}) {
  const { t } = useLingui();
  const user = useActingUser();
  const canManageFeedback = hasPermission(user.userPermissions, 'CAN_MANAGE_MEMBER_FEEDBACK');
  const [config, update] = useLogConfig(kind === 'calls' ? CALLS_FILTER_CONFIG_KEY : TEXTS_FILTER_CONFIG_KEY);
  // Opened from a link asking for unassigned calls: the check box is set once, then kept as any choice.
  useEffect(() => {
    if (!onlyUnassigned) return;
    update((current) => withFlag(current, 'onlyUnassigned', true));
    onApplied?.();
  }, [onlyUnassigned, update, onApplied]);
  const callParams = useMemo(
    () => (kind === 'calls' ? { query: callLogQueryOf(config, canManageFeedback) } : undefined),
    [kind, config, canManageFeedback],
  );
  const textParams = useMemo(() => (kind === 'texts' ? { query: textLogQueryOf(config) } : undefined), [kind, config]);
  const callView = useLive('callLog', callParams);
  const textView = useLive('textLog', textParams);
  const live = kind === 'calls' ? callView : textView;
  useReportLiveError(live);
  const shown = useKeptView<CallLogRow | TextLogRow, typeof config>(live, config);

  // A remembered page past the end (rows left the range since): back to the first page.
  const pastTheEnd = live.status === 'ready' && live.rows.length === 0 && config['page-start'] > 0;
  useEffect(() => {
    if (pastTheEnd) update((current) => withPage(current, 0));
  }, [pastTheEnd, update]);

  const info = pageInfo(shown.params, shown.view.rows);
  const total = info.total;
  return (
    <div className="flex flex-col gap-4 pt-4">
      <LogToolbar kind={kind} config={config} update={update} canManageFeedback={canManageFeedback} />
      {shown.view.status === 'ready' ? (
        <p className="text-slate-700" aria-live="polite">
          {kind === 'calls' ? (
            <Plural value={total} one="# call" other="# calls" />
          ) : (
            <Plural value={total} one="# text" other="# texts" />
          )}
        </p>
      ) : null}
      <section
        aria-label={kind === 'calls' ? t`Calls` : t`Texts`}
        aria-busy={shown.stale || undefined}
        className="rounded-lg bg-white pb-3 shadow-sm"
      >
        <LiveViewState
          status={shown.view.status}
          count={shown.view.rows.length}
          loadingLabel={kind === 'calls' ? t`Loading calls` : t`Loading texts`}
          failed={
            kind === 'calls'
              ? t`The calls could not be loaded. Reload the page to try again.`
              : t`The texts could not be loaded. Reload the page to try again.`
          }
          empty={{ title: t`No records found` }}
        >
          {kind === 'calls' ? (
            <CallTable rows={shown.view.rows as readonly CallLogRow[]} />
          ) : (
            <TextTable rows={shown.view.rows as readonly TextLogRow[]} />
          )}
          <ServerPager
            info={info}
            pageSize={config['page-size']}
            pageSizes={CALLS_PAGE_SIZES}
            navigationLabel={kind === 'calls' ? t`Pages of calls` : t`Pages of texts`}
            onPageChange={(page) => update((current) => withPage(current, page))}
            onPageSizeChange={(size) => update((current) => withPageSize(current, size))}
          />
        </LiveViewState>
      </section>
    </div>
  );
}
