import { useLingui } from '@lingui/react/macro';
import { Pagination, SelectField } from '../../ui/index.ts';
import { PAGE_SIZES, type PageSize } from './filter-config.ts';
import type { PageInfo } from './member-list-query.ts';

export interface MemberListPagerProps {
  info: PageInfo;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** Rows per page (5, 10, 25), which rows of how many are shown, and Previous / Next over the server's pages. */
export function MemberListPager({ info, pageSize, onPageChange, onPageSizeChange }: MemberListPagerProps) {
  const { t } = useLingui();
  const { first, last, total } = info;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 px-3 pt-3">
      <SelectField
        label={t`Rows per page`}
        value={String(pageSize)}
        onChange={(value) => {
          const size = PAGE_SIZES.find((option) => String(option) === value);
          if (size) onPageSizeChange(size);
        }}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        className="w-36"
      />
      <p className="pb-2 text-sm text-slate-700 tabular-nums">{t`${first}–${last} of ${total}`}</p>
      <Pagination
        page={info.page}
        pageCount={info.pageCount}
        onPageChange={onPageChange}
        labels={{ navigation: t`Pages of members`, previous: t`Previous`, next: t`Next`, page: (page, pageCount) => t`Page ${page} of ${pageCount}` }}
      />
    </div>
  );
}
