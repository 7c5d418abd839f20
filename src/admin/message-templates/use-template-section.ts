import { useMemo } from 'react';
import { useLive, useReportLiveError } from '../../data/index.ts';
import { useActingUserState } from '../../services/use-acting-user.ts';

/** What every Message Templates page reads: the live categories (with their templates) and the customers. */
export function useTemplateSection() {
  const categories = useLive('messageTemplateCategories', { attempt: 0 });
  useReportLiveError(categories);
  const verify = useActingUserState();
  const customers = useMemo(() => (verify.status === 'success' ? verify.data.clients : []), [verify]);
  return { categories, customers };
}
