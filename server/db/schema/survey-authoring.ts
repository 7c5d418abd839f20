/**
 * The survey creator's records and the learn-more records (spec part 3 "Survey creator record",
 * "Learn more record").
 *
 * Invariants:
 * - A record's `content` is a draft validated by `surveyDraftSchema`; editing never touches a
 *   published survey. Publishing inserts a new `surveys` row (the key's next version, naming this
 *   record) and points `published_survey_id` at it: published versions are never changed.
 * - A record's key is made from its name and is unique in its organisation.
 */
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { learnMoreRecord, surveyRecord } from '../../../domain/entities/survey-authoring.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';

export const learnMoreRecords = entityTable(learnMoreRecord, {
  before: { organisationId: organisationId() },
  extra: (t) => [index('learn_more_records_organisation_idx').on(t.organisationId, t.title)],
});

export const surveyRecords = entityTable(surveyRecord, {
  before: { organisationId: organisationId() },
  references: { learnMoreRecordId: () => learnMoreRecords.id },
  extra: (t) => [uniqueIndex('survey_records_organisation_key_idx').on(t.organisationId, t.key)],
});
