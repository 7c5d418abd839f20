import { useLingui } from '@lingui/react/macro';
import { Pagination, SelectField } from '../../../ui/index.ts';

/** Where a page sits in a server-paged list. */
export interface ServerPageInfo {
  /** Zero-based. */
  page: number;
  pageCount: number;
  /** One-based positions of the first and last row shown; 0 and 0 when none. */
  first: number;
  last: number;
  total: number;
  /** More match than the server counts (User Administration's cap): "of more than {total}". */
  moreThanCap?: boolean;
}

export interface ServerPagerProps<Size extends number> {
  info: ServerPageInfo;
  pageSize: Size;
  /** The sizes offered: the member list's 5, 10, 25; the calls page's 10, 25, 50; the users' 25, 50, 100. */
  pageSizes: readonly Size[];
  /** Names the pages for screen readers: 'Pages of members', 'Pages of calls', 'Pages of users'. */
  navigationLabel: string;
  /** The page-size field's label; 'Rows per page' unless the rows have a name ('Programs per page'). */
  sizeLabel?: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: Size) => void;
}

/** Rows per page, which rows of how many are shown, and Previous / Next over a server-paged table. */
export function ServerPager<Size extends number>({
  info,
  pageSize,
  pageSizes,
  navigationLabel,
  sizeLabel,
  onPageChange,
  onPageSizeChange,
}: ServerPagerProps<Size>) {
  const { t } = useLingui();
  const { first, last, total } = info;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 px-3 pt-3">
      <SelectField
        label={sizeLabel ?? t`Rows per page`}
        value={String(pageSize)}
        onChange={(value) => {
          const size = pageSizes.find((option) => String(option) === value);
          if (size) onPageSizeChange(size);
        }}
        options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        className="w-36"
      />
      <p className="pb-2 text-sm text-slate-700 tabular-nums">
        {info.moreThanCap ? t`${first}–${last} of more than ${total}` : t`${first}–${last} of ${total}`}
      </p>
      <Pagination
        page={info.page}
        pageCount={info.pageCount}
        onPageChange={onPageChange}
        labels={{
          navigation: navigationLabel,
          previous: t`Previous`,
          next: t`Next`,
          page: (page, pageCount) => t`Page ${page} of ${pageCount}`,
        }}
      />
    </div>
  );
}
