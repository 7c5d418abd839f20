import { useLingui } from '@lingui/react/macro';
import { sectionsFor } from '../../domain/index.ts';
import { Button, Dialog } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { WorkflowSectionContent } from './WorkflowSectionContent.tsx';

/** The phase's learn-more dialog: its sections usable in learn more (or both). */
export function LearnMoreDialog({ phase, onClose }: { phase: LiveRow<'memberWorkflowPhases'>; onClose: () => void }) {
  const { t } = useLingui();
  const sections = sectionsFor(phase.sections, 'learnMore');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Learn more: ${phase.title}`}
      description={phase.description}
      actions={<Button variant="secondary" onClick={onClose}>{t`Close`}</Button>}
    >
      <div className="flex flex-col gap-4">
        {sections.length ? (
          sections.map((section) => <WorkflowSectionContent key={section.id} section={section} />)
        ) : (
          <p className="text-sm text-slate-600">{t`There is nothing more to read about this phase.`}</p>
        )}
      </div>
    </Dialog>
  );
}
