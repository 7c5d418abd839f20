/**
 * What the member's customer feeds us about the member (spec part 1 section 3
 * "standardMemberAttributes") and the generated member summary ("memberSummary"), as the member
 * record carries them, and the member summary feedback call's body (part 2 sections 3, 7).
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';

/** Sections a customer's feed data is shown in (`field_section`). */
export const CLIENT_FEED_SECTIONS = ['personal_information', 'provider', 'insurance'] as const;

export const clientFeedEntrySchema = type({
  field_section: type.enumerated(...CLIENT_FEED_SECTIONS),
  field_label: 'string',
  field_value: 'string | null',
  sort_order: 'number',
});

export const standardMemberAttributesSchema = type({
  dsnpFlag: 'boolean | null',
  /** yyyy-MM-dd */
  effectiveDate: 'string | null',
  insurancePlanName: 'string | null',
  subscriberId: 'string | null',
  medicareId: 'string | null',
  medicaidId: 'string | null',
  pcpName: 'string | null',
  pcpAddressLine1: 'string | null',
  pcpAddressLine2: 'string | null',
  pcpCity: 'string | null',
  pcpState: 'string | null',
  pcpZip: 'string | null',
  pcpPhone: 'string | null',
  careNavigator: 'string | null',
  caseManager: 'string | null',
  hospitals: 'string[]',
  clientFeedData: clientFeedEntrySchema.array(),
});
export type StandardMemberAttributes = typeof standardMemberAttributesSchema.infer;

/** The generated summary of the member (memberPortrait); `summaryDataId` names the generation run. */
export const generatedMemberSummarySchema = type({ summary: 'string', lastUpdated: 'string', summaryDataId: 'string' });
export type GeneratedMemberSummary = typeof generatedMemberSummarySchema.infer;

export const MEMBER_SUMMARY_FEEDBACK_LIMITS = { comment: 1000, summary: 10_000 } as const;

/** POST /users/member-summary/ */
export const memberSummaryFeedbackBody = type({
  memberId: uuid,
  feedbackDescriptionId: uuid,
  comment: `string <= ${MEMBER_SUMMARY_FEEDBACK_LIMITS.comment}`,
  summary: `string <= ${MEMBER_SUMMARY_FEEDBACK_LIMITS.summary}`,
  summaryDataId: 'string <= 64',
});
export type MemberSummaryFeedbackBody = typeof memberSummaryFeedbackBody.infer;

/** GET /users/member-summary/feedback-descriptions: the choices, positive ones first. */
export const feedbackDescriptionSchema = type({ id: 'string', description: 'string', isPositive: 'boolean' });
export type FeedbackDescription = typeof feedbackDescriptionSchema.infer;
