import { useEffect, useState } from 'react';
import { OPERATIONS } from '../../domain/index.ts';
import { isApiError } from '../api/index.ts';
import { useServices } from '../services/services.tsx';

export type ExternalPatientLookup =
  { status: 'finding' } | { status: 'found'; memberId: string } | { status: 'not-found' } | { status: 'failed' };

const NOT_FOUND: ExternalPatientLookup = { status: 'not-found' };

/**
 * The member of an external patient id (`/avon-patient?id=`): a one-off call, not a live query
 * (nothing to keep current). No id, or a 404, is 'not found'; other failures also reach the global
 * error toast.
 */
export function useExternalPatientLookup(patientId: string | null): ExternalPatientLookup {
  const { api } = useServices();
  const [result, setResult] = useState<{ patientId: string | null; lookup: ExternalPatientLookup }>({
    patientId,
    lookup: { status: 'finding' },
  });
  let current = result;
  if (result.patientId !== patientId) {
    current = { patientId, lookup: { status: 'finding' } };
    setResult(current);
  }

  // The contract takes 1 to 64 characters: anything else cannot name a patient.
  const askable = patientId !== null && patientId.length > 0 && patientId.length <= 64;
  useEffect(() => {
    if (!askable || patientId === null) return undefined;
    let mounted = true;
    api.call(OPERATIONS.memberByExternalPatientId, { query: { patientId } }, { handledStatuses: [404] }).then(
      ({ memberId }) => mounted && setResult({ patientId, lookup: { status: 'found', memberId } }),
      (error: unknown) =>
        mounted &&
        setResult({ patientId, lookup: { status: isApiError(error) && error.code === 404 ? 'not-found' : 'failed' } }),
    );
    return () => {
      mounted = false;
    };
  }, [api, patientId, askable]);

  return askable ? current.lookup : NOT_FOUND;
}
