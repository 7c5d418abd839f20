import { Trans } from '@lingui/react/macro';

/** The word Required / Requerido beside a required field's label (spec part 3 section 5). */
export function RequiredMark() {
  return (
    <span className="ml-1 text-sm font-normal text-slate-700">
      (<Trans>Required</Trans>)
    </span>
  );
}
