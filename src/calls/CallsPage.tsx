import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { Tabs } from '../../ui/index.ts';
import { ONLY_UNASSIGNED_PARAM } from './calls-paths.ts';
import { LogTab } from './LogTab.tsx';

/**
 * The calls and texts page `/calls` (spec part 1 section 2): the organisation's calls and texts,
 * read-only but for assigning them to members and sharing calls for review.
 */
export function CallsPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState('calls');
  // A link from the docket (an unassigned call, a call review) opens the calls narrowed to unassigned ones.
  const search = useSearch();
  const [onlyUnassigned, setOnlyUnassigned] = useState(
    () => new URLSearchParams(search).get(ONLY_UNASSIGNED_PARAM) === 'true',
  );
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t`Calls and texts`}</h1>
      <Tabs
        label={t`Calls and texts`}
        selectedId={tab}
        onChange={setTab}
        items={[
          {
            id: 'calls',
            label: t`Calls`,
            panel: <LogTab kind="calls" onlyUnassigned={onlyUnassigned} onApplied={() => setOnlyUnassigned(false)} />,
          },
          { id: 'texts', label: t`Texts`, panel: <LogTab kind="texts" /> },
        ]}
      />
    </div>
  );
}
