import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isNotificationType, type NotificationType } from '../../domain/index.ts';
import type { NotificationRow } from '../../sync/client/index.ts';

/**
 * A notification in the reader's language: its type's label and description (with the member's
 * name), else the English the server stored (a type this portal does not know yet). Group keys
 * are worded the same way.
 */
export function useNotificationWords() {
  const { t } = useLingui();
  return useMemo(() => {
    const groups: Record<string, string> = {
      messages: t`Messages`,
      calls: t`Calls`,
      hospitalizations: t`Hospitalizations`,
      requests: t`Requests`,
    };
    const typed = (type: NotificationType, name: string): { label: string; description: string } => {
      switch (type) {
        case 'inbound_text':
          return { label: t`New text message`, description: t`${name} sent you a text message` };
        case 'inbound_call':
          return { label: t`Incoming call`, description: t`${name} called you` };
        case 'voicemail':
          return { label: t`New voicemail`, description: t`${name} left you a voicemail` };
        case 'call_review_assigned':
          return { label: t`Call review assigned`, description: t`A call with ${name} needs your review` };
        case 'transfer_request_approved':
          return { label: t`Transfer request approved`, description: t`The transfer request for ${name} was approved` };
        case 'transfer_request_denied':
          return { label: t`Transfer request denied`, description: t`The transfer request for ${name} was denied` };
        case 'status_change_request_approved':
          return {
            label: t`Status change request approved`,
            description: t`The status change request for ${name} was approved`,
          };
        case 'status_change_request_denied':
          return {
            label: t`Status change request denied`,
            description: t`The status change request for ${name} was denied`,
          };
        case 'hospital_admission':
          return { label: t`Member admitted`, description: t`${name} was admitted to a hospital` };
        case 'hospital_discharge':
          return { label: t`Member discharged`, description: t`${name} was discharged from a hospital` };
        case 'consent_answered':
          return { label: t`Consent answered`, description: t`${name} answered a consent request` };
      }
    };
    return {
      group: (key: string, fallback: string) => groups[key] ?? fallback,
      of: (row: NotificationRow) =>
        isNotificationType(row.notificationType) && row.memberName
          ? typed(row.notificationType, row.memberName)
          : { label: row.label, description: row.description },
    };
  }, [t]);
}
