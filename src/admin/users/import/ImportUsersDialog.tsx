import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { USER_IMPORT_COLUMNS, type UserImportRow } from '../../../../domain/index.ts';
import { Banner, Button, Dialog, FileField, Spinner, useToast } from '../../../../ui/index.ts';
import { useLive, useMutation } from '../../../data/index.ts';
import type { UserWords } from '../use-user-words.ts';
import { ImportResultsTable } from './ImportResultsTable.tsx';
import { useImportWords } from './use-import-words.ts';
import { readUsersCsv } from './user-import-csv.ts';

type Step =
  | { name: 'choose' }
  | { name: 'checking'; count: number }
  | { name: 'review'; rows: UserImportRow[]; dryRunId: string }
  | { name: 'importing'; count: number }
  | { name: 'done'; importId: string };

/**
 * Import users from a CSV file (issue #33): the file is read here, then checked by the server (a
 * dry run with the create's rules, nothing written) and each row shown with its errors or as ready;
 * "Import N users" then creates the ready rows, and the outcome lists what was created. The rows
 * with errors are reported again, never created; the new users join the list as their changes arrive.
 */
export function ImportUsersDialog({ words, onClose }: { words: UserWords; onClose: () => void }) {
  const { t } = useLingui();
  const showToast = useToast();
  const importWords = useImportWords(words);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const checkFailed = () => showToast({ tone: 'error', message: t`The file could not be checked. Try again.` });
  const importFailed = () => showToast({ tone: 'error', message: t`The users could not be imported. Try again.` });
  const check = useMutation('importAdminUsers', { onInvalid: checkFailed, onFailure: checkFailed });
  const run = useMutation('importAdminUsers', { onInvalid: importFailed, onFailure: importFailed });
  const dryRun = useLive('adminUserImport', step.name === 'review' ? { id: step.dryRunId } : undefined).rows[0];
  const outcome = useLive('adminUserImport', step.name === 'done' ? { id: step.importId } : undefined).rows[0];
  const busy = step.name === 'checking' || step.name === 'importing';

  const checkFile = async () => {
    const [file] = files;
    if (!file) return setProblem(t`Choose a CSV file.`);
    const reading = await readUsersCsv(await file.text());
    if (!reading.ok) {
      const missing = reading.problem === 'missingColumns' ? reading.missing.join(', ') : '';
      return setProblem(
        reading.problem === 'empty'
          ? t`The file has no users to import.`
          : reading.problem === 'tooMany'
            ? t`At most 1,000 users can be imported at once.`
            : t`The file lacks these columns: ${missing}.`,
      );
    }
    setProblem(null);
    const dryRunId = crypto.randomUUID();
    setStep({ name: 'checking', count: reading.rows.length });
    const checked = await check({ id: dryRunId, dryRun: true, rows: reading.rows });
    setStep(checked ? { name: 'review', rows: reading.rows, dryRunId } : { name: 'choose' });
  };

  const importRows = async (rows: UserImportRow[], count: number) => {
    const importId = crypto.randomUUID();
    setStep({ name: 'importing', count });
    const done = await run({ id: importId, dryRun: false, rows });
    if (done) setStep({ name: 'done', importId });
    else setStep({ name: 'choose' });
  };

  const ready = dryRun?.readyCount ?? 0;
  const columns = USER_IMPORT_COLUMNS.join(', ');
  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onClose())}
      title={t`Import users`}
      fullScreen
      actions={
        <>
          {step.name === 'review' ? (
            <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
              {t`Choose another file`}
            </Button>
          ) : null}
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {step.name === 'done' ? t`Close` : t`Cancel`}
          </Button>
          {step.name === 'choose' ? (
            <Button variant="primary" onClick={() => void checkFile()}>
              {t`Check file`}
            </Button>
          ) : null}
          {step.name === 'review' ? (
            <Button variant="primary" disabled={!ready} onClick={() => void importRows(step.rows, ready)}>
              {t`Import ${ready} users`}
            </Button>
          ) : null}
        </>
      }
    >
      {step.name === 'choose' ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-700">
            <Trans>
              One user a line, with a header naming the columns: {columns}. The first team named is the user's member
              team; separate teams with semicolons. Nothing is written until you have seen each row checked.
            </Trans>
          </p>
          <FileField
            label={t`CSV file`}
            accept=".csv,text/csv"
            value={files}
            onChange={setFiles}
            error={problem ?? undefined}
          />
        </div>
      ) : null}
      {step.name === 'checking' || step.name === 'importing' ? (
        <div className="flex items-center gap-3" role="status">
          <Spinner label={t`Working`} />
          <progress className="w-64" aria-label={t`Progress`} />
          <span>{step.name === 'checking' ? t`Checking ${step.count} rows…` : t`Importing ${step.count} users…`}</span>
        </div>
      ) : null}
      {step.name === 'review' && dryRun ? (
        <div className="flex flex-col gap-3">
          <Banner tone={dryRun.invalidCount ? 'warning' : 'info'}>
            {dryRun.invalidCount
              ? t`${ready} rows are ready; ${dryRun.invalidCount} have errors and will not be imported. Fix them in the file and choose it again to include them.`
              : t`All ${ready} rows are ready to import.`}
          </Banner>
          <ImportResultsTable results={dryRun.results} rowError={importWords.rowError} />
        </div>
      ) : null}
      {step.name === 'done' && outcome ? (
        <div className="flex flex-col gap-3">
          <Banner tone={outcome.invalidCount ? 'warning' : 'info'}>
            {outcome.invalidCount
              ? t`${outcome.createdCount} users imported; ${outcome.invalidCount} rows were not imported.`
              : t`${outcome.createdCount} users imported.`}
          </Banner>
          <ImportResultsTable results={outcome.results} rowError={importWords.rowError} />
        </div>
      ) : null}
    </Dialog>
  );
}
