import type { ReactNode } from 'react';
import { Disclosure } from '../../ui/index.ts';
import { useSectionCollapsed, type MemberSection as Section } from './member-preferences.ts';

/** A Member info section whose collapsed state is remembered for this member (member-preferences.ts). */
export function MemberSection({
  memberId,
  section,
  title,
  children,
}: {
  memberId: string;
  section: Section;
  title: string;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useSectionCollapsed(memberId, section);
  return (
    <Disclosure
      title={title}
      open={!collapsed}
      onOpenChange={(open) => setCollapsed(!open)}
      className="scroll-mt-4"
      data-section={section}
    >
      {children}
    </Disclosure>
  );
}
