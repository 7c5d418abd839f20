import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OPERATIONS, type ChainBreakReason, type ResponseOf } from '../../domain/index.ts';
import { Button } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';

type Report = ResponseOf<typeof OPERATIONS.verifyAuditTrail>;
type CheckState = { status: 'idle' | 'checking' | 'failed' } | { status: 'done'; report: Report };

/** 'Verify chain': the server checks the organisation's hash chain from its first entry and says where it broke, if it did. */
export function ChainCheck() {
  const { t } = useLingui();
  const { api } = useServices();
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const reasons: Record<ChainBreakReason, string> = {
    hash: t`its fields do not match its hash: the entry was changed.`,
    link: t`it does not link to the entry before it: an entry was changed, inserted or reordered.`,
    gap: t`entries before it are missing: an entry was removed.`,
  };
  const check = () => {
    setState({ status: 'checking' });
    api.call(OPERATIONS.verifyAuditTrail, {}, { handledStatuses: 'all' }).then(
      (report) => setState({ status: 'done', report }),
      () => setState({ status: 'failed' }),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={check} disabled={state.status === 'checking'}>
        <Trans>Verify chain</Trans>
      </Button>
      <div role="status" className="text-sm">
        {state.status === 'checking' ? <Trans>Checking the chain…</Trans> : null}
        {state.status === 'failed' ? (
          <span className="text-red-800">{t`The chain could not be checked. Try again.`}</span>
        ) : null}
        {state.status === 'done' && !state.report.broken ? (
          <span className="text-green-800">{t`The chain is intact: ${state.report.checked} entries checked.`}</span>
        ) : null}
        {state.status === 'done' && state.report.broken ? (
          <span className="font-semibold text-red-800">
            {t`The chain is broken at entry ${state.report.broken.seq}:`} {reasons[state.report.broken.reason]}
          </span>
        ) : null}
      </div>
    </div>
  );
}
