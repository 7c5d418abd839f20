import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { MemberPageFrom } from '../shared/member/member-types.ts';
import { memberPageBackPath } from '../shared/paths/member-page-paths.ts';

/** 'No record found' (spec part 1 section 8) for a missing member, with the way back. */
export function MemberNotFound({ from }: { from: MemberPageFrom | undefined }) {
  const { t } = useLingui();
  const back = from ? memberPageBackPath(from.origin, from.guideId) : undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-2 p-10 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t`No record found`}</h1>
      <p className="text-slate-700">{t`This member does not exist, or is not one you can see.`}</p>
      {back ? (
        <Link
          href={back}
          className="font-medium text-blue-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          {from?.origin === 'docket' ? t`Back to the docket` : t`Back to the member list`}
        </Link>
      ) : null}
    </div>
  );
}
