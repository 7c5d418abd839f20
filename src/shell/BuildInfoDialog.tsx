import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { buildInfoReport, FRONTEND_BUILD, type BuildStamp } from './build-info.ts';

/**
 * Build info (spec part 1 section 2, "Protected shell"): the frontend's and the server's build time
 * and revision, each copyable. The server's comes from GET /client-config, read at start-up.
 */
export function BuildInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { config, copyText } = useServices();
  // Said inside the dialog: a modal makes the rest of the page inert, toasts included.
  const [copyResult, setCopyResult] = useState('');
  const server = config.build;
  const copy = (text: string) =>
    copyText(text).then(
      () => setCopyResult(t`Copied to the clipboard`),
      () => setCopyResult(t`Copying to the clipboard failed`),
    );
  const close = () => {
    setCopyResult('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Build info`}
      actions={
        <>
          <Button onClick={() => void copy(buildInfoReport(FRONTEND_BUILD, server))}>
            <Trans>Copy all</Trans>
          </Button>
          <Button variant="primary" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <BuildSection
          title={t`Frontend`}
          stamp={FRONTEND_BUILD}
          copy={copy}
          timeLabel={t`Copy frontend build time`}
          revisionLabel={t`Copy frontend revision`}
        />
        <BuildSection
          title={t`Server`}
          stamp={server}
          copy={copy}
          timeLabel={t`Copy server build time`}
          revisionLabel={t`Copy server revision`}
        />
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">
        {copyResult}
      </p>
    </Dialog>
  );
}

interface BuildSectionProps {
  title: string;
  stamp: BuildStamp;
  copy: (text: string) => Promise<void>;
  timeLabel: string;
  revisionLabel: string;
}

function BuildSection({ title, stamp, copy, timeLabel, revisionLabel }: BuildSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="mt-2 space-y-2 text-sm">
        <BuildValue term={<Trans>Build time</Trans>} value={stamp.time} copyLabel={timeLabel} copy={copy} />
        <BuildValue term={<Trans>Revision</Trans>} value={stamp.revision} copyLabel={revisionLabel} copy={copy} />
      </dl>
    </section>
  );
}

function BuildValue({
  term,
  value,
  copyLabel,
  copy,
}: {
  term: ReactNode;
  value: string;
  copyLabel: string;
  copy: (text: string) => Promise<void>;
}) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="flex items-center justify-between gap-2">
        <code className="break-all text-slate-900">{value}</code>
        <Button size="sm" variant="ghost" aria-label={copyLabel} onClick={() => void copy(value)}>
          <Trans>Copy</Trans>
        </Button>
      </dd>
    </div>
  );
}
