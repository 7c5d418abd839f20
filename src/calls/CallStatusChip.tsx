import { Badge, type BadgeTone } from '../../ui/index.ts';
import { chipColour, type CallRowLabel, type ChipColour } from '../../domain/index.ts';
import { useCallsLabels } from './use-calls-labels.ts';

const TONES: Record<ChipColour, BadgeTone> = { success: 'success', warning: 'warning', error: 'danger', info: 'info' };

/** The Status column's chip: success for ended or reviewed, warning for missed or needs review, error for failed, else info. */
export function CallStatusChip({ label }: { label: CallRowLabel }) {
  const labels = useCallsLabels();
  return <Badge tone={TONES[chipColour(label)]}>{labels.rowLabel[label]}</Badge>;
}
