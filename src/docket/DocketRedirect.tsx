import { Redirect, useSearch } from 'wouter';
import { useActingUser } from '../services/use-acting-user.ts';
import { docketPath } from '../shared/paths/docket-paths.ts';

/** /docket without a guide shows the acting user's own docket, keeping any query (e.g. day). */
export function DocketRedirect() {
  const user = useActingUser();
  const search = useSearch();
  return <Redirect to={`${docketPath(user.id)}${search ? `?${search}` : ''}`} replace />;
}
