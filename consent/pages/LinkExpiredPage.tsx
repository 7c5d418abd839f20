import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../shell/PageHeading.tsx';

/** Spec part 3 section 8: no key, an expired key, or a link that fails to load. */
export function LinkExpiredPage() {
  const { t } = useLingui();
  return (
    <section className="space-y-4">
      <PageHeading title={t`Enrollment Link Expired`}>
        <Trans>Enrollment Link Expired</Trans>
      </PageHeading>
      <p className="text-lg">
        <Trans>The link you are trying to access has expired. Please contact us for assistance.</Trans>
      </p>
    </section>
  );
}
