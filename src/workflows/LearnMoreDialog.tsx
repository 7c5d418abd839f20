import { useLingui } from '@lingui/react/macro';
import { sectionsFor } from '../../domain/index.ts';
import { Button, Dialog } from '../../ui/index.ts';
import { useLive, type LiveRow } from '../data/index.ts';
import { LearnMoreView } from '../surveys/LearnMoreView.tsx';
import { WorkflowSectionContent } from './WorkflowSectionContent.tsx';

/**
 * The phase's learn-more dialog: its sections usable in learn more (or both), then the learn-more
 * content of the phase's survey, as published with the version the member was assigned.
 */
export function LearnMoreDialog({ phase, onClose }: { phase: LiveRow<'memberWorkflowPhases'>; onClose: () => void }) {
  const { t } = useLingui();
  const sections = sectionsFor(phase.sections, 'learnMore');
  const surveys = useLive('memberSurveys', phase.assignedSurveyId ? { memberId: phase.memberId } : undefined);
  const surveyLearnMore = surveys.rows.find((row) => row.id === phase.assignedSurveyId)?.content.learnMore;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Learn more: ${phase.title}`}
      description={phase.description}
      actions={<Button variant="secondary" onClick={onClose}>{t`Close`}</Button>}
    >
      <div className="flex flex-col gap-4">
        {sections.map((section) => (
          <WorkflowSectionContent key={section.id} section={section} />
        ))}
        {surveyLearnMore ? <LearnMoreView content={surveyLearnMore} /> : null}
        {sections.length || surveyLearnMore ? null : (
          <p className="text-sm text-slate-600">{t`There is nothing more to read about this phase.`}</p>
        )}
      </div>
    </Dialog>
  );
}
