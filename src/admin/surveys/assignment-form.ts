/**
 * The Assignment Criteria drawer's values and their conversion to and from the contract's body
 * (spec part 3 sections 3, 9): selects hold strings ('' for none), the body numbers and nulls.
 */
import {
  EMPTY_ASSIGNMENT_CONFIGURATION,
  EMPTY_DUE_AT_CONFIG,
  matchesCriteria,
  type AssignmentConfiguration,
  type DueAtConfig,
  type SurveyOffsetValue,
} from '../../../domain/index.ts';

export interface OverrideValues {
  segmentId: string;
  offsetValue: string;
  maxMonth: string;
}

export interface AssignmentValues {
  clientIds: string[];
  segmentIds: string[];
  stageIds: string[];
  windowStart: string;
  windowEnd: string;
  offsetValue: string;
  maxMonth: string;
  fixedDate: string;
  overrides: OverrideValues[];
}

const offsetOf = (value: string): SurveyOffsetValue =>
  value === '' ? null : value === 'averageDaysInProgram' ? 'averageDaysInProgram' : (Number(value) as 30);
const monthOf = (value: string): number | null => (value === '' ? null : Number(value));
const text = (value: string | number | null) => (value === null ? '' : String(value));

export function valuesOf(config: AssignmentConfiguration | null, due: DueAtConfig | null): AssignmentValues {
  const c = config ?? EMPTY_ASSIGNMENT_CONFIGURATION;
  const d = due ?? EMPTY_DUE_AT_CONFIG;
  return {
    clientIds: [...c.clientIds],
    segmentIds: [...c.segmentIds],
    stageIds: c.stageIds.map(String),
    windowStart: c.availableWindow.start ?? '',
    windowEnd: c.availableWindow.end ?? '',
    offsetValue: text(d.offsetValue),
    maxMonth: text(d.maxMonth),
    fixedDate: d.fixedDate ?? '',
    overrides: d.segmentOverrides.map((o) => ({
      segmentId: o.segmentId,
      offsetValue: text(o.offsetValue),
      maxMonth: text(o.maxMonth),
    })),
  };
}

export function configurationOf(values: AssignmentValues): AssignmentConfiguration {
  return {
    clientIds: values.clientIds,
    segmentIds: values.segmentIds,
    stageIds: values.stageIds.map(Number),
    availableWindow: { start: values.windowStart || null, end: values.windowEnd || null },
  };
}

export function dueAtConfigOf(values: AssignmentValues): DueAtConfig {
  return {
    offsetValue: offsetOf(values.offsetValue),
    maxMonth: monthOf(values.maxMonth) as DueAtConfig['maxMonth'],
    fixedDate: values.fixedDate || null,
    segmentOverrides: values.overrides
      .filter((o) => o.segmentId)
      .map((o) => ({
        segmentId: o.segmentId,
        offsetValue: offsetOf(o.offsetValue),
        maxMonth: monthOf(o.maxMonth) as DueAtConfig['maxMonth'],
      })),
  };
}

/** How many members the criteria match now, from the server's counts per (customer, segment, stage). */
export function matchingMembers(
  config: AssignmentConfiguration,
  counts: readonly { clientId: string; segmentId: string | null; stageId: number | null; members: number }[],
  now: Date,
  timeZone: string,
): number {
  let total = 0;
  for (const group of counts) if (matchesCriteria(config, { ...group, timeZone }, now)) total += group.members;
  return total;
}
