import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../shell/PageHeading.tsx';

/** Spec part 3 section 8: a term (form) that does not exist. */
export function ApplicationErrorPage() {
  const { t } = useLingui();
  return (
    <section className="space-y-4">
      <PageHeading title={t`Application Error`}>
        <Trans>Application Error</Trans>
      </PageHeading>
      <p className="text-lg">
        <Trans>The form you are trying to access does not exist. Please contact us for assistance.</Trans>
      </p>
    </section>
  );
}
