import { Activity, useState, type ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { cx } from './cx.ts';

export interface TabItem {
  /** Stable identity (what the caller stores and gets back from onChange). */
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. a <Badge> with a count. */
  badge?: ReactNode;
  disabled?: boolean;
  panel: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab; the caller keeps it on an enabled tab. */
  selectedId: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list, e.g. "Docket". */
  label: string;
  className?: string;
  /**
   * Panels already shown stay mounted, hidden (`hidden`, out of the tab order and the accessibility
   * tree) inside React's Activity, so going back to a tab shows what it last rendered instead of
   * building its table again. Their effects pause while hidden, so their live queries follow only
   * once shown again; a panel never shown is not built.
   */
  keepVisited?: boolean;
}

/**
 * Tabs (Headless UI): arrow keys move between enabled tabs, Home/End jump, the selected panel is the
 * only one mounted. Disabled tabs stay visible (the reader learns they exist) but cannot be chosen.
 *
 * @example
 *   <Tabs label={t`Docket`} selectedId={tab} onChange={setTab} items={[{ id: 'a', label: t`Follow up`, panel: <FollowUps /> }]} />
 */
export function Tabs({ items, selectedId, onChange, label, className, keepVisited = false }: TabsProps) {
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const shownId = items[selectedIndex]?.id;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(shownId ? [shownId] : []));
  if (keepVisited && shownId && !visited.has(shownId)) setVisited(new Set([...visited, shownId]));
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(index) => onChange(items[index]?.id ?? selectedId)}
      className={className}
    >
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {items.map((item) => (
          <Tab
            key={item.id}
            disabled={item.disabled ?? false}
            className={cx(
              '-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2 font-medium text-slate-700',
              'hover:text-slate-900 data-hover:border-slate-300',
              'data-selected:border-blue-700 data-selected:text-blue-900',
              'data-disabled:cursor-not-allowed data-disabled:text-slate-400 data-disabled:hover:border-transparent',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
            )}
          >
            {item.label}
            {item.badge}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-3">
        {items.map((item) =>
          keepVisited ? (
            <TabPanel key={item.id} unmount={false} className="focus-visible:outline-3 focus-visible:outline-blue-600">
              {visited.has(item.id) ? (
                <Activity mode={item.id === shownId ? 'visible' : 'hidden'}>{item.panel}</Activity>
              ) : null}
            </TabPanel>
          ) : (
            <TabPanel key={item.id} className="focus-visible:outline-3 focus-visible:outline-blue-600">
              {item.panel}
            </TabPanel>
          ),
        )}
      </TabPanels>
    </TabGroup>
  );
}
