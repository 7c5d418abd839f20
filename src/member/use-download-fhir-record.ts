import { useLingui } from '@lingui/react/macro';
import { hasPermission, OPERATIONS, OVERSEES_CARE } from '../../domain/index.ts';
import type { MenuAction } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import { downloadText } from '../shared/download-text.ts';

const EVERYTHING = OPERATIONS.fhirPatientEverything;

/**
 * The member menu's "Download FHIR record": the member's `$everything` Bundle (server/fhir) saved
 * as a `.json` file named by the member's id (a name in a file name would leave PHI in downloads
 * folders and browser histories). Offered only to those the server lets read it; the read is in
 * the audit trail like any other, and a failure reaches the global error toast.
 */
export function useDownloadFhirRecord(memberId: string): MenuAction | undefined {
  const { t } = useLingui();
  const { api } = useServices();
  const user = useActingUser();
  // `$everything`'s permission (its contract's `access`, which the portal's bundle leaves out).
  if (!hasPermission(user.userPermissions, OVERSEES_CARE)) return undefined;
  return {
    id: 'download-fhir-record',
    label: t`Download FHIR record`,
    onSelect: () => {
      void api.call(EVERYTHING, { params: { memberId } }).then(
        (bundle) =>
          downloadText(JSON.stringify(bundle, null, 2), `fhir-record-${memberId}.json`, 'application/fhir+json'),
        () => undefined,
      );
    },
  };
}
