import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, LiveViewState } from '../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../data/index.ts';
import { ConsentAnswerDialog } from './ConsentAnswerDialog.tsx';
import { ConsentHistoryDialog, ConsentLinkDialog, ConsentTextDialog } from './ConsentDialogs.tsx';
import { CONSENT_TONES, consentState, termTextsIn } from '../shared/member/consent-words.ts';
import { useConsentStateWords } from './use-consent-words.ts';

type ConsentTermRow = LiveRow<'memberConsentTerms'>;
type Open = { kind: 'answer'; term: ConsentTermRow } | { kind: 'link' | 'text' | 'history' } | undefined;

/**
 * The member's consents on the staff side (spec part 2): each term of the member's customer with
 * its state (Incomplete, Accepted, Rejected) and Update, which accepts or rejects it for the
 * member (confirming the member's identity first when the term requires it); Copy consents link,
 * Send consent text and Consent history. Live: an answer given on the public consent site, by a
 * STOP text or by another guide shows at once.
 */
export function Consents({ memberId, clientId }: { memberId: string; clientId: string }) {
  const { t, i18n } = useLingui();
  const view = useLive('memberConsentTerms', { memberId, clientId });
  useReportLiveError(view);
  const stateWords = useConsentStateWords();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'link' })}>{t`Copy consents link`}</Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'text' })}>{t`Send consent text`}</Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'history' })}>{t`Consent history`}</Button>
      </div>
      <LiveViewState
        status={view.status}
        count={view.rows.length}
        loadingLabel={t`Loading`}
        failed={t`The consents could not be loaded.`}
        empty={{ title: t`No consents are configured for this member's customer.` }}
      >
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={t`Consents`}>
          {view.rows.map((term) => {
            const name = termTextsIn(term.texts, i18n.locale).name;
            const state = consentState(term.consented);
            return (
              <li key={term.id} className="flex items-center justify-between gap-2 py-2" data-consent-term={term.key}>
                <span className="min-w-0 text-slate-900">{name}</span>
                <span className="flex shrink-0 items-center gap-2">
                  <Badge tone={CONSENT_TONES[state]}>{stateWords[state]}</Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t`Update ${name}`}
                    onClick={() => setOpen({ kind: 'answer', term })}
                  >
                    {t`Update`}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </LiveViewState>
      {open?.kind === 'answer' ? <ConsentAnswerDialog memberId={memberId} term={open.term} onClose={close} /> : null}
      {open?.kind === 'link' ? <ConsentLinkDialog memberId={memberId} onClose={close} /> : null}
      {open?.kind === 'text' ? <ConsentTextDialog memberId={memberId} onClose={close} /> : null}
      {open?.kind === 'history' ? (
        <ConsentHistoryDialog memberId={memberId} clientId={clientId} onClose={close} />
      ) : null}
    </div>
  );
}
