/**
 * The due-work registry: every handler the runner (runner.ts) calls each tick, in this order. A
 * feature with work due at a time adds one entry: `{ name, run: (db, now) => changes }`.
 */
import { applyDueStatusChanges } from '../routes/status-change-apply.ts';
import { applyDueTransfers } from '../transfers/apply-transfer.ts';
import { sendDueTexts } from '../routes/messages-due.ts';
import { assignSurveysByCriteria } from '../surveys/assign-by-criteria.ts';
import { pruneIdempotencyClaims } from '../http/idempotency-retention.ts';
import type { DueWork } from './runner.ts';

export const DUE_WORK: readonly DueWork[] = [
  { name: 'applyDueStatusChanges', run: applyDueStatusChanges },
  { name: 'applyDueTransfers', run: applyDueTransfers },
  { name: 'sendDueTexts', run: sendDueTexts },
  { name: 'assignSurveysByCriteria', run: assignSurveysByCriteria },
  { name: 'pruneIdempotencyClaims', run: pruneIdempotencyClaims },
];

export { createDueWorkRunner, type DueWork, type DueWorkHandler, type DueWorkRunner } from './runner.ts';
