import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx, Tabs } from '../../ui/index.ts';
import { MemberInfo } from './MemberInfo.tsx';
import type { MemberRecord } from './member-types.ts';

/**
 * The page's right side (spec part 1 section 2): Member info. The Needs and Survey tabs join it
 * with the needs and surveys features (part 2).
 */
export function ProfilePanel({ member, className }: { member: MemberRecord; className?: string }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx('min-w-0 rounded-lg border border-slate-200 bg-white p-4', className)}>
      <h2 id={headingId} className="sr-only">
        {t`Member profile`}
      </h2>
      <Tabs label={t`Member profile`} selectedId="info" onChange={() => undefined} items={[{ id: 'info', label: t`Member info`, panel: <MemberInfo member={member} /> }]} />
    </section>
  );
}
