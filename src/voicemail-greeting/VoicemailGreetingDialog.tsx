/**
 * Update Voicemail Greeting (spec part 1 section 2 "Voicemail greeting", from the profile menu):
 * an mpeg, m4a or wav file of at most 5,000,000 bytes, uploaded through the files calls with
 * progress, then made the caller's greeting (`setVoicemailGreeting`). The states and words of part 1
 * sections 4 and 8.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, FileField } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useMutation } from '../data/index.ts';
import { uploadFiles } from '../texts/upload-files.ts';
import { GREETING_ACCEPT, greetingProblem, STATUS_RESET_MS, type GreetingState } from './greeting-upload.ts';

export function VoicemailGreetingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { api, clock } = useServices();
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<GreetingState>('idle');
  const [progress, setProgress] = useState(0);
  // 'Error! Try again' says it failed; one other than a 400 shows the error toast too (part 1 section 8).
  const onFailure = useCallback(() => setState('error'), []);
  const setGreeting = useMutation('setVoicemailGreeting', { onFailure, alsoToast: true });
  const file = files[0];
  const problem = file ? greetingProblem(file) : null;

  // Success and error go back to idle after 3 s.
  useEffect(() => {
    if (state !== 'success' && state !== 'error' && state !== 'unsupported') return undefined;
    const timer = clock.setTimeout(() => setState('idle'), STATUS_RESET_MS);
    return () => clock.clearTimeout(timer);
  }, [state, clock]);

  const upload = async () => {
    if (!file) return;
    if (problem) {
      setState('unsupported');
      return;
    }
    setState('uploading');
    setProgress(0);
    let fileId: string | undefined;
    try {
      [fileId] = await uploadFiles(api, [file], { purpose: 'voicemail-greeting', onProgress: setProgress });
    } catch {
      setState('error');
      return;
    }
    setState('processing');
    if (fileId && !(await setGreeting({ fileId }))) return;
    setState('success');
    setFiles([]);
  };

  const busy = state === 'uploading' || state === 'processing';
  const fieldError =
    problem === 'type'
      ? t`Invalid audio file type`
      : problem === 'size'
        ? t`File size should not exceed 5MB`
        : undefined;
  const status =
    state === 'uploading'
      ? t`Uploading...`
      : state === 'processing'
        ? t`Processing...`
        : state === 'success'
          ? t`Voicemail uploaded successfully`
          : state === 'error'
            ? t`Error! Try again`
            : state === 'unsupported'
              ? t`Unsupported file type or file size`
              : '';
  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onClose())}
      title={t`Voicemail greeting`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>{t`Close`}</Button>
          <Button onClick={() => void upload()} disabled={!file || busy}>{t`Upload`}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <FileField
          label={t`Greeting audio`}
          hint={t`MP3, M4A or WAV, up to 5MB.`}
          accept={GREETING_ACCEPT}
          value={files}
          onChange={(chosen) => setFiles(chosen.slice(-1))}
          error={fieldError}
          disabled={busy}
        />
        {state === 'uploading' ? (
          <label className="flex flex-col gap-1">
            <span>{t`Upload progress`}</span>
            <progress max={100} value={Math.round(progress * 100)} className="w-full" />
          </label>
        ) : null}
        <p
          role={state === 'error' || state === 'unsupported' ? 'alert' : 'status'}
          className={state === 'error' || state === 'unsupported' ? 'text-red-800' : 'text-slate-700'}
        >
          {status}
        </p>
      </div>
    </Dialog>
  );
}
