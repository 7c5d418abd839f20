import { useLingui } from '@lingui/react/macro';
import { ServerPager } from '../shared/screen/ServerPager.tsx';

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
  const info = {
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    first: total ? page * pageSize + 1 : 0,
    last: page * pageSize + shown,
    total,
  };
  return (
    <ServerPager
      info={info}
      pageSize={pageSize}
      pageSizes={HUB_PAGE_SIZES}
      navigationLabel={t`Pages of programs`}
      sizeLabel={t`Programs per page`}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />
  );
}
