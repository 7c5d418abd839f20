import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'wouter';
import { Spinner } from '../../ui/index.ts';
import { MemberPage } from './MemberPage.tsx';
import { useExternalPatientLookup } from './use-external-patient-lookup.ts';

/**
 * /avon-patient?id=... (spec part 1 section 2): a link from the external record system. Finds the
 * member of that patient id, then shows the member page without back navigation.
 */
export function ExternalPatientPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const patientId = search.get('id');
  const lookup = useExternalPatientLookup(patientId);
  switch (lookup.status) {
    case 'finding':
      return (
        <div className="flex flex-col items-center gap-3 p-16">
          <h1 className="text-xl font-semibold text-slate-900">{t`Finding member page`}</h1>
          <Spinner label={t`Finding member page`} size="lg" />
        </div>
      );
    case 'found':
      return <MemberPage key={lookup.memberId} memberId={lookup.memberId} />;
    case 'not-found':
      return (
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-2 p-10 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t`No member found`}</h1>
          <p className="text-slate-700">
            {patientId ? t`No member has the patient id ${patientId}.` : t`The link names no patient id.`}
          </p>
        </div>
      );
    case 'failed':
      return (
        <p role="alert" className="p-6 text-center text-slate-800">
          {t`The member could not be looked up. Reload the page to try again.`}
        </p>
      );
  }
}
