import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx, Tabs, type TabItem } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { SurveyTab } from '../surveys/SurveyTab.tsx';
import { NeedsTab } from '../needs/NeedsTab.tsx';
import { MemberInfo } from './MemberInfo.tsx';
import type { MemberRecord } from '../shared/member/member-types.ts';

/**
 * The page's right side (spec part 1 section 2): Member info, Needs (part 2; the `needId`
 * parameter opens it on that need), and Survey outside production.
 */
export function ProfilePanel({
  member,
  className,
  focusNeedId,
}: {
  member: MemberRecord;
  className?: string;
  focusNeedId?: string | null;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { config } = useServices();
  const [selected, setSelected] = useState(focusNeedId ? 'needs' : 'info');
  // A needId linked while the page is open opens the Needs tab too.
  const [linkedNeed, setLinkedNeed] = useState(focusNeedId);
  if (linkedNeed !== focusNeedId) {
    setLinkedNeed(focusNeedId);
    if (focusNeedId) setSelected('needs');
  }
  const items: TabItem[] = [{ id: 'info', label: t`Member info`, panel: <MemberInfo member={member} /> }];
  items.push({ id: 'needs', label: t`Needs`, panel: <NeedsTab member={member} focusNeedId={focusNeedId} /> });
  if (config.environment !== 'production')
    items.push({
      id: 'survey',
      label: t`Survey`,
      panel: (
        <SurveyTab member={{ id: member.id, firstName: member.firstName ?? '', lastName: member.lastName ?? '' }} />
      ),
    });
  return (
    <section
      aria-labelledby={headingId}
      className={cx('min-w-0 rounded-lg border border-slate-200 bg-white p-4', className)}
    >
      <h2 id={headingId} className="sr-only">
        {t`Member profile`}
      </h2>
      <Tabs label={t`Member profile`} selectedId={selected} onChange={setSelected} items={items} />
    </section>
  );
}
