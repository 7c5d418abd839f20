/** The reports' own records: a CHW minutes month closed for billing (issue #36). */
import { CHW_MINUTES_PERMISSION } from '../chw-minutes.ts';
import { column } from './columns.ts';
import { defineTableEntity } from './define.ts';

/**
 * A month of CHW minutes closed, once billed: its counts stay as they were at closing, whatever is
 * edited later (each later edit is still in the change log); reopening it counts it again. One a
 * month and organisation.
 */
export const chwMonthClosing = defineTableEntity({
  kind: 'chwMonthClosing',
  table: 'chw_month_closings',
  columns: {
    id: column.uuid().primaryKey(),
    /** yyyy-MM in the organisation's zone. */
    month: column.text(),
    closedAt: column.timestamp(),
    closedById: column.uuid(),
  },
  audience: { kind: 'permission', permission: CHW_MINUTES_PERMISSION },
});
