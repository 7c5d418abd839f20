import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CONSENT_TERM_KEYS, OPERATIONS } from '../../domain/index.ts';
import { Button, Dialog, Menu, useToast, type MenuAction } from '../../ui/index.ts';
import { isApiError } from '../api/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive } from '../data/index.ts';
import { canHost, hostedKinds } from '../dialog-host/can-host.ts';
import { DialogHost } from '../dialog-host/DialogHost.tsx';
import type { DialogRequest } from '../dialog-host/hosted-dialogs.tsx';
import { externalRecordUrl } from './external-record.ts';
import { interactionItems, type InteractionItem, type InteractionKind } from '../dialog-host/interaction-gates.ts';
import { useSectionCollapsed } from './member-preferences.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';

/**
 * The interactions whose dialogs exist: Provider scheduling, and every kind the dialog host can
 * open (src/dialog-host/hosted-dialogs.tsx: Visit, Note and Scheduled event now; Phone call and
 * Text message join there with the calls-and-texts feature).
 */
const AVAILABLE = new Set<InteractionKind>(['providerScheduling', ...hostedKinds()]);

/**
 * The 'New interaction' speed dial (spec part 1 section 2) with its consent gates
 * (`interaction-gates.ts`). Provider scheduling first registers a member unknown to the external
 * record system, then opens the member's page there; with consent to treat incomplete it asks
 * first, offering to go to the consents.
 */
export function NewInteraction({ member, onGoToConsents }: { member: MemberRecord; onGoToConsents: () => void }) {
  const { t } = useLingui();
  const { api, config } = useServices();
  const showToast = useToast();
  const consents = useLive('memberConsentTerms', { memberId: member.id, clientId: member.clientId ?? '' });
  const answerOf = (key: string) => consents.rows.find((term) => term.key === key)?.consented;
  const items = interactionItems(
    AVAILABLE,
    {
      status: consents.status === 'error' ? 'unavailable' : consents.status,
      tcpa: answerOf(CONSENT_TERM_KEYS.tcpa),
      consentToTreat: answerOf(CONSENT_TERM_KEYS.consentToTreat),
    },
    member.clientHasMedicalCenter === true,
  );
  const [asking, setAsking] = useState<InteractionItem | undefined>();
  const [hosting, setHosting] = useState<DialogRequest | undefined>();
  const [, setConsentsCollapsed] = useSectionCollapsed(member.id, 'consents');
  if (!items.length) return null;

  const labels: Record<InteractionKind, string> = {
    phoneCall: t`Phone call`,
    textMessage: t`Text message`,
    visit: t`Visit`,
    note: t`Note`,
    providerScheduling: t`Provider scheduling`,
    scheduledEvent: t`Scheduled event`,
  };
  const reasons = {
    tcpaRejected: t`TCPA required to text message`,
    consentToTreatRejected: t`Consent required for provider scheduling`,
    consentsLoading: t`Waiting for the member's consents`,
    consentsUnavailable: t`The member's consents could not be loaded`,
  };

  const scheduleWithProvider = async () => {
    // Opened now, while the click still counts as the user's: a window opened after an await is blocked.
    const opened = window.open('about:blank', '_blank');
    // The external system gets no handle on this page.
    if (opened) opened.opener = null;
    try {
      // A direct call, not a mutation: the window opens on the id this answer carries.
      const patientId =
        member.externalPatientId ??
        (await api.call(OPERATIONS.registerExternalPatient, { body: { memberId: member.id } })).externalPatientId;
      const url = externalRecordUrl(config.externalRecordUrl, patientId);
      if (opened && url) opened.location.href = url;
      else opened?.close();
    } catch (failure) {
      opened?.close();
      showToast({ tone: 'error', message: (isApiError(failure) && failure.userMessage) || t`An error has occurred.` });
    }
  };
  const start = (item: InteractionItem) => {
    if (item.kind === 'providerScheduling') void scheduleWithProvider();
    else if (canHost(item.kind)) setHosting({ kind: item.kind, memberId: member.id });
  };
  const actions: MenuAction[] = items.map((item) => ({
    id: item.kind,
    label: item.disabled ? `${labels[item.kind]} (${reasons[item.disabled]})` : labels[item.kind],
    disabled: item.disabled !== null,
    onSelect: () => (item.asksConsentToTreat ? setAsking(item) : start(item)),
  }));

  return (
    <>
      <Menu trigger={t`New interaction`} items={actions} />
      <DialogHost request={hosting} onClose={() => setHosting(undefined)} />
      {asking ? (
        <Dialog
          open
          role="alertdialog"
          onClose={() => setAsking(undefined)}
          title={t`Consent to treat is incomplete`}
          description={t`The member has not answered consent to treat yet. You can record it in the consents first, or continue.`}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setAsking(undefined);
                  setConsentsCollapsed(false);
                  onGoToConsents();
                }}
              >
                {t`Go to consents`}
              </Button>
              <Button
                onClick={() => {
                  setAsking(undefined);
                  start(asking);
                }}
              >
                {t`Continue`}
              </Button>
            </>
          }
        />
      ) : null}
    </>
  );
}
