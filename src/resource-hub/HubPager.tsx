import { useLingui } from '@lingui/react/macro';
import { Pagination, SelectField } from '../../ui/index.ts';

/** The spec's table page sizes (part 2 section 9). */
export const HUB_PAGE_SIZES = [25, 50, 100] as const;
export type HubPageSize = (typeof HUB_PAGE_SIZES)[number];

export interface HubPagerProps {
  page: number;
  pageSize: HubPageSize;
  total: number;
  /** Programs on this page. */
  shown: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: HubPageSize) => void;
}

/** Programs per page, which programs of how many are shown, and Previous / Next over the directory's pages. */
export function HubPager({ page, pageSize, total, shown, onPageChange, onPageSizeChange }: HubPagerProps) {
  const { t } = useLingui();
  const first = total ? page * pageSize + 1 : 0;
  const last = page * pageSize + shown;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 px-3 pt-3">
      <SelectField
        label={t`Programs per page`}
        value={String(pageSize)}
        onChange={(value) => {
          const size = HUB_PAGE_SIZES.find((option) => String(option) === value);
          if (size) onPageSizeChange(size);
        }}
        options={HUB_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        className="w-40"
      />
      <p className="pb-2 text-sm text-slate-700 tabular-nums">{t`${first}–${last} of ${total}`}</p>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        onPageChange={onPageChange}
        labels={{
          navigation: t`Pages of programs`,
          previous: t`Previous`,
          next: t`Next`,
          page: (current, pageCount) => t`Page ${current} of ${pageCount}`,
        }}
      />
    </div>
  );
}
