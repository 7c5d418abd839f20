import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { closestCenter, DndContext, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SurveyDraft, SurveyQuestion } from '../../../domain/index.ts';
import { Button, EmptyState } from '../../../ui/index.ts';
import { useSortableSensors } from '../sortable-sensors.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { useNeedIssueChoices } from './use-need-issue-choices.ts';

export interface QuestionListProps {
  content: SurveyDraft;
  onAdd: () => void;
  onChange: (key: string, question: SurveyQuestion) => void;
  onDelete: (key: string) => void;
  onMove: (from: number, to: number) => void;
}

/**
 * The creator's questions: reorderable by drag, by keyboard (focus a handle, Space, the arrows,
 * Space; Escape cancels) with what happens announced to screen readers, and by Move up / Move down.
 * Empty: 'Add a question to get started!'.
 */
export function QuestionList({ content, onAdd, onChange, onDelete, onMove }: QuestionListProps) {
  const { t } = useLingui();
  const sensors = useSortableSensors();
  const questions = content.questions;
  // The same array while only a question's fields change: dnd-kit's SortableContext gives every
  // sortable card a new context value when its items array is new, and each card re-renders.
  const keyList = questions.map((q) => q.key).join('\n');
  const keys = useMemo(() => (keyList ? keyList.split('\n') : []), [keyList]);
  // Labels that do not change while a question's text is typed: every card keeps its memo then.
  const signature = JSON.stringify([keys, content.checkpoints.map((c) => [c.key, c.title])]);
  const targets = useMemo(() => branchTargets(signature, (n) => t`Question ${n}`), [signature, t]);
  const needIssues = useNeedIssueChoices();
  const titleOf = useCallback(
    (id: string | number) => {
      const at = keys.indexOf(String(id));
      const n = at + 1;
      return questions[at]?.text.trim() || t`Question ${n}`;
    },
    [keys, questions, t],
  );
  const placeOf = (id: string | number | undefined) => keys.indexOf(String(id)) + 1;
  const count = keys.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const title = titleOf(active.id);
      return t`Picked up ${title}.`;
    },
    onDragOver: ({ active, over }) => {
      const title = titleOf(active.id);
      const place = placeOf(over?.id);
      return over ? t`${title} is over position ${place} of ${count}.` : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const title = titleOf(active.id);
      const place = placeOf(over?.id);
      return over ? t`${title} was dropped at position ${place} of ${count}.` : t`${title} was dropped.`;
    },
    onDragCancel: ({ active }) => {
      const title = titleOf(active.id);
      return t`Moving ${title} was cancelled.`;
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  if (questions.length === 0)
    return (
      <div className="flex flex-col items-center gap-2">
        <EmptyState title={t`Add a question to get started!`} />
        <Button variant="primary" onClick={onAdd}>
          {t`Add Question`}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t`To pick up a question, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-3" aria-label={t`Questions`}>
            {questions.map((question, index) => (
              <QuestionCard
                key={question.key}
                question={question}
                index={index}
                count={count}
                targets={targets}
                needIssues={needIssues}
                onChange={onChange}
                onDelete={onDelete}
                onMove={onMove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button variant="secondary" className="self-start" onClick={onAdd}>
        {t`Add Question`}
      </Button>
    </div>
  );
}

/** The keys a branch may go to, from the list's signature ([question keys, [checkpoint key, title]]). */
function branchTargets(signature: string, questionWords: (n: number) => string): { value: string; label: string }[] {
  const [questions, checkpoints] = JSON.parse(signature) as [string[], [string, string][]];
  return [
    ...questions.map((key, i) => ({ value: key, label: `${questionWords(i + 1)} (${key})` })),
    ...checkpoints.map(([key, title]) => ({ value: key, label: title ? `${title} (${key})` : key })),
  ];
}
