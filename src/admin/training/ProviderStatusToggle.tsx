import { Trans, useLingui } from '@lingui/react/macro';
import { Banner, cx, Spinner, useToast } from '../../../ui/index.ts';
import { useLive, useMutation } from '../../data/index.ts';

/**
 * The training client's provider status as a switch (spec part 3 sections 2, 7, 8). A failed read
 * or write says the spec's words; the switch shows the new value at once and goes back if refused.
 */
export function ProviderStatusToggle() {
  const { t } = useLingui();
  const showToast = useToast();
  const status = useLive('trainingProviderStatus', { attempt: 0 });
  const failed = () =>
    showToast({
      tone: 'error',
      message: t`An error occurred while updating the provider status for the training client`,
    });
  const save = useMutation('setTrainingProviderStatus', { onInvalid: failed, onFailure: failed });
  const current = status.rows[0];

  return (
    <section aria-labelledby="training-provider-status" className="flex flex-col gap-3">
      <h2 id="training-provider-status" className="text-lg font-semibold text-slate-900">
        <Trans>Training client</Trans>
      </h2>
      {status.status === 'error' ? (
        <Banner tone="error">{t`An error occurred while getting the provider status for the training client`}</Banner>
      ) : !current ? (
        <Spinner label={t`Loading the provider status`} />
      ) : (
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={current.isProviderClient}
            aria-labelledby="training-provider-label"
            onClick={() => void save({ clientId: current.id, isProviderClient: !current.isProviderClient })}
            className={cx(
              'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
              current.isProviderClient ? 'bg-blue-700' : 'bg-slate-400',
            )}
          >
            <span
              aria-hidden="true"
              className={cx(
                'mt-0.5 inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                current.isProviderClient ? 'translate-x-5.5' : 'translate-x-0.5',
              )}
            />
          </button>
          <span id="training-provider-label" className="text-slate-900">
            <Trans>The training client is a provider client</Trans>
          </span>
        </div>
      )}
    </section>
  );
}
