import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { EntityShape } from '../../domain/index.ts';
import { Button, Dialog, LiveViewState } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { formatPhone, programAddress } from './program-format.ts';
import { ReferToProgram } from './ReferToProgram.tsx';
import { useServiceTagWords } from './use-service-tag-words.ts';

export interface ProgramDetailDialogProps {
  programId: string;
  /** The member the hub refers for, if any: the dialog then offers the referral. */
  member: { id: string; name: string } | null;
  onClose: () => void;
}

/** One program (spec part 2 section 7 `GET /resourcing/hub/programs/{resourceId}`), live from the store. */
export function ProgramDetailDialog({ programId, member, onClose }: ProgramDetailDialogProps) {
  const { t } = useLingui();
  const view = useLive('resourceProgram', { programId });
  useReportLiveError(view);
  const program = view.rows[0];
  return (
    <Dialog
      open
      onClose={onClose}
      title={program?.name ?? t`Program`}
      actions={<Button onClick={onClose}>{t`Close`}</Button>}
    >
      <LiveViewState
        status={view.status}
        count={view.rows.length}
        loadingLabel={t`Loading program`}
        failed={t`This program could not be loaded.`}
        empty={{ title: t`No record found` }}
      >
        {program ? <ProgramDetails program={program} /> : null}
        {program && member ? <ReferToProgram program={program} member={member} onReferred={onClose} /> : null}
      </LiveViewState>
    </Dialog>
  );
}

function ProgramDetails({ program }: { program: EntityShape<'resourceProgram'> }) {
  const { t, i18n } = useLingui();
  const words = useServiceTagWords();
  const languages = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const rows: [string, ReactNode][] = [
    [t`Provider`, program.providerName],
    [t`Services`, program.serviceTags.map((tag) => words.tag(tag)).join(', ')],
    [t`Address`, program.nationwide ? t`Nationwide` : programAddress(program)],
    [
      t`Phone`,
      program.phoneNumber ? (
        <a href={`tel:${program.phoneNumber}`} className="text-blue-800 underline">
          {formatPhone(program.phoneNumber)}
        </a>
      ) : null,
    ],
    [
      t`Website`,
      program.url ? (
        <a href={program.url} target="_blank" rel="noopener noreferrer" className="break-all text-blue-800 underline">
          {program.url}
        </a>
      ) : null,
    ],
    [t`Hours`, program.hours],
    [t`Eligibility`, program.eligibility],
    [t`Languages`, program.languages.map((code) => languages.of(code) ?? code).join(', ')],
  ];
  return (
    <div className="space-y-3">
      <p className="text-slate-800">{program.description}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
