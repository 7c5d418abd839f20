import { useLingui } from '@lingui/react/macro';
import { OPERATIONS, type Permission } from '../../domain/index.ts';
import type { MenuAction } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import { downloadText } from '../shared/download-text.ts';

const EVERYTHING = OPERATIONS.fhirPatientEverything;
/**
 * Who may read a member's whole record: the permission of `$everything`'s contract
 * (`domain/contracts/fhir.ts`), written again here because the portal's bundle carries contracts
 * in their wire form, without `access`.
 */
const READS_WHOLE_RECORDS = 'CAN_ACCESS_ADMIN_TOOLS' satisfies Permission;

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
  if (!user.userPermissions.includes(READS_WHOLE_RECORDS)) return undefined;
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
