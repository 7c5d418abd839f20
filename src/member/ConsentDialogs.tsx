import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { OPERATIONS } from '../../domain/index.ts';
import type { SyncError } from '../../sync/client/index.ts';
import { Banner, Button, Dialog, LiveViewState, RadioGroupField, Spinner, useToast } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive, useMutation, useReportLiveError } from '../data/index.ts';
import { guideNameOf } from '../guides/team-directory.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { answerChannel, termTextsIn } from '../shared/member/consent-words.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { useAnswerChannelWords } from './use-consent-words.ts';

/** How long the copy button reads 'Link copied' (spec part 2 section 2). */
export const LINK_COPIED_MS = 3000;

/**
 * Copy consents link: a personalised link to the public consent site is made for the member and
 * shown; Copy puts it on the clipboard and reads 'Link copied' for 3 s; a warning says to share it
 * only with this member (the link is the member's only credential).
 */
export function ConsentLinkDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useLingui();
  const { api } = useServices();
  const [link, setLink] = useState<{ url: string } | 'failed' | undefined>();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let mounted = true;
    // A direct call, not a mutation: the link's URL (its key) is only in this answer, never in a change.
    api.call(OPERATIONS.createConsentLink, { body: { userId: memberId } }).then(
      ({ url }) => mounted && setLink({ url }),
      () => mounted && setLink('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [api, memberId]);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Copy consents link`}
      actions={<Button variant="secondary" onClick={onClose}>{t`Close`}</Button>}
    >
      <div className="flex flex-col gap-3 text-sm">
        <Banner tone="warning">{t`This link is personal: share it only with this member. Anyone with it can answer the member's consents.`}</Banner>
        {link === undefined ? <Spinner label={t`Loading`} /> : null}
        {link === 'failed' ? (
          <p role="alert" className="text-red-800">{t`The link could not be made. Try again.`}</p>
        ) : null}
        {link && link !== 'failed' ? (
          <div className="flex items-center gap-2">
            <input
              readOnly
              aria-label={t`Consents link`}
              value={link.url}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
              onFocus={(event) => event.target.select()}
            />
            <Button size="sm" onClick={() => void copy(link.url)} aria-live="polite">
              {copied ? t`Link copied` : t`Copy`}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * Send consent text: texts a new consent link to one of the member's phone numbers. A number that
 * texted STOP cannot be chosen (it says why); the server's refusal shows in the dialog.
 */
export function ConsentTextDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useLingui();
  const showToast = useToast();
  const phones = useLive('memberPhones', { memberId });
  useReportLiveError(phones);
  const usable = phones.rows.filter((phone) => !phone.doNotContactReason);
  const [chosen, setChosen] = useState<string | null>(null);
  const phoneId = chosen ?? usable.find((phone) => phone.primary)?.id ?? usable[0]?.id ?? null;
  const [problem, setProblem] = useState<string | undefined>();
  const failed = t`Failed to send message`;
  // Said in the dialog (the server's words, else the spec's); a failure other than a 400 toasts too.
  const onFailure = useCallback((failure: SyncError) => setProblem(failure.body?.userMessage || failed), [failed]);
  const sendText = useMutation('sendConsentText', { onFailure, alsoToast: true });
  const send = async () => {
    if (!phoneId) return;
    setProblem(undefined);
    if (!(await sendText({ userId: memberId, phoneNumberId: phoneId }))) return;
    showToast({ tone: 'success', message: t`Message sent successfully` });
    onClose();
  };
  return (
    <ActionDialog
      title={t`Send consent text`}
      submitLabel={t`Send`}
      canSubmit={Boolean(phoneId)}
      onSubmit={send}
      onClose={onClose}
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-slate-700">{t`The member gets a text with a personal link to review and answer their consents.`}</p>
        <LiveViewState
          status={phones.status}
          count={phones.rows.length}
          loadingLabel={t`Loading`}
          failed={t`The phone numbers could not be loaded.`}
          empty={{ title: t`No phone numbers` }}
        >
          <RadioGroupField
            label={t`Phone number`}
            required
            value={phoneId}
            onChange={setChosen}
            options={phones.rows.map((phone) => ({
              value: phone.id,
              disabled: Boolean(phone.doNotContactReason),
              label: `${formatPhoneNumber(phone.number)} · ${phone.description}${phone.doNotContactReason ? ` · ${t`texted STOP: cannot receive texts`}` : ''}`,
            }))}
          />
        </LiveViewState>
        {problem ? (
          <p role="alert" className="text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
    </ActionDialog>
  );
}

/** Consent history: every answer the member gave or staff recorded, newest first, with how it was given. */
export function ConsentHistoryDialog({
  memberId,
  clientId,
  onClose,
}: {
  memberId: string;
  clientId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const history = useLive('memberConsentHistory', { memberId });
  const terms = useLive('memberConsentTerms', { memberId, clientId });
  useReportLiveError(history);
  const channels = useAnswerChannelWords();
  const { state: team } = useTeamDirectory();
  const formatInstant = useFormatInstant();
  const termName = (termId: string) => {
    const term = terms.rows.find((row) => row.id === termId);
    return term ? termTextsIn(term.texts, i18n.locale).name : t`A consent no longer offered`;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Consent history`}
      actions={<Button variant="secondary" onClick={onClose}>{t`Close`}</Button>}
    >
      <LiveViewState
        status={history.status}
        count={history.rows.length}
        loadingLabel={t`Loading`}
        failed={t`The consent history could not be loaded.`}
        empty={{ title: t`No consent has been answered yet.` }}
      >
        <ol className="flex flex-col gap-2 text-sm" aria-label={t`Consent history`}>
          {history.rows.map((entry) => {
            const channel = answerChannel(entry);
            const by =
              channel === 'staff'
                ? t`Recorded by ${guideNameOf(team, entry.internalSubmitterUserId ?? '') ?? t`staff`}`
                : channels[channel];
            return (
              <li key={entry.id} className="rounded-md border border-slate-200 p-2" data-consent-history={entry.id}>
                <p className="font-semibold text-slate-900">
                  {termName(entry.termId)}: {entry.consented ? t`Accepted` : t`Rejected`}
                </p>
                <p className="text-slate-700">
                  <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt, 'dateTime')}</time> · {by}
                </p>
              </li>
            );
          })}
        </ol>
      </LiveViewState>
    </Dialog>
  );
}
