import { useLingui } from '@lingui/react/macro';
import { Pagination, SelectField } from '../../../ui/index.ts';
import { USER_PAGE_SIZES, type UserPageInfo, type UserPageSize } from './users-list-query.ts';

/**
 * Rows per page, which users of how many are shown, and Previous / Next over the server's pages.
 * Past the server's count (10,000) it says "more than", and the last page it offers is there: the
 * admin narrows the search to see the rest.
 */
export function UsersPager({
  info,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: {
  info: UserPageInfo;
  pageSize: UserPageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: UserPageSize) => void;
}) {
  const { t } = useLingui();
  const { first, last, total } = info;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 px-3 pt-3">
      <SelectField
        label={t`Rows per page`}
        value={String(pageSize)}
        onChange={(value) => {
          const size = USER_PAGE_SIZES.find((option) => String(option) === value);
          if (size) onPageSizeChange(size);
        }}
        options={USER_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
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
          navigation: t`Pages of users`,
          previous: t`Previous`,
          next: t`Next`,
          page: (page, pageCount) => t`Page ${page} of ${pageCount}`,
        }}
      />
    </div>
  );
}
