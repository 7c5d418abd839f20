/** The survey creator's records and the learn-more records (spec part 3 "Survey creator record", "Learn more record"). */
import { learnMoreContentSchema } from '../learn-more.ts';
import { surveyDraftSchema } from '../survey-authoring.ts';
import { column } from './columns.ts';
import { defineTableEntity } from './define.ts';

/**
 * A creator record: the editable draft of a survey. Publishing freezes the draft as a new version
 * of the published survey (`publishedSurveyId`, `publishedVersion`); later edits change the draft only.
 */
export const surveyRecord = defineTableEntity({
  kind: 'surveyRecord',
  table: 'survey_records',
  columns: {
    id: column.uuid().primaryKey(),
    /** Made from the name, unique in the organisation; kept once published. */
    key: column.text(),
    name: column.text(),
    displayName: column.text(),
    summary: column.text(),
    isActionSurvey: column.boolean().default(false),
    learnMoreRecordId: column.uuid().nullable(),
    /** The draft, checked by `surveyDraftSchema` before it is stored. */
    content: column.jsonbOf(surveyDraftSchema),
    /** The latest version this record published (a `surveys` row), its number and when. */
    publishedSurveyId: column.uuid().nullable(),
    publishedVersion: column.integer().nullable(),
    publishedAt: column.timestamp().nullable(),
    createdAt: column.createdAt().internal(),
    updatedAt: column.timestamp().defaultNow(),
  },
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

/** A learn-more record: its content (a title and sections), as the Learn More Creator edits it. */
export const learnMoreRecord = defineTableEntity({
  kind: 'learnMoreRecord',
  table: 'learn_more_records',
  columns: {
    id: column.uuid().primaryKey(),
    /** The content's title, kept apart so the list orders by it; clients read it in the content. */
    title: column.text().internal(),
    /** Kept in `content`: the column is older than the field's name. */
    learnMoreContent: column.jsonbOf(learnMoreContentSchema).named('content'),
    createdAt: column.createdAt().internal(),
    updatedAt: column.timestamp().defaultNow(),
  },
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});
