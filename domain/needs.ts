/**
 * Needs and actions' schemas (spec part 2 sections 3-5, 9): the request schemas the server
 * validates with and the dialogs resolve with, and the metadata's shapes. The rules every view
 * shares (limits, a need's derived status and date line, the docket's tasks) are in
 * `need-rules.ts` and re-exported here.
 */
import { Temporal } from 'temporal-polyfill';
import { type } from 'arktype';
import { isoDay, uuid } from './api/params.ts';
import { NEED_LIMITS, NEED_MESSAGES } from './need-rules.ts';
import { richTextPlain } from './rich-text.ts';

export * from './need-rules.ts';

/** A real calendar day, yyyy-MM-dd (not '2026-02-30'). */
export const calendarDay = isoDay.narrow((value, ctx) => {
  try {
    return (
      Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value ||
      ctx.reject({ message: 'Date is not valid.' })
    );
  } catch {
    return ctx.reject({ message: 'Date is not valid.' });
  }
});

// ---- Request schemas (shared by the server and the dialogs) ----

const trimmed = type('string').pipe((value) => value.trim());
const boundedRequired = (label: string, max: number, required = `${label} is required.`) =>
  trimmed.to(
    type('string > 0')
      .configure({ message: required })
      .and(type(`string <= ${max}`).configure({ message: `${label} must be at most ${max} characters.` })),
  );
const optional = (label: string, max: number) =>
  trimmed
    .to(type(`string <= ${max}`).configure({ message: `${label} must be at most ${max} characters.` }))
    .pipe((value) => value || null)
    .or('null');

/** A reason: rich text within the limit whose text, markup stripped, is not empty. */
export const needReason = type('string')
  .narrow(
    (value, ctx) => value.length <= NEED_LIMITS.reasonHtml || ctx.reject({ message: NEED_MESSAGES.reasonTooLong }),
  )
  .narrow((value, ctx) => richTextPlain(value) !== '' || ctx.reject({ message: NEED_MESSAGES.reasonRequired }));

export const needDescription = (label: string) => boundedRequired(label, NEED_LIMITS.description);

export const createNeedBody = type({
  id: uuid,
  memberId: uuid,
  issueId: uuid.or('null'),
  reason: needReason,
  /** The assigned survey the need was identified by, when it was. */
  'assignedSurveyId?': uuid.or('null'),
});

/**
 * PATCH /care/user-needs/{id}: one of the changes part 2 section 7 names: the issue and/or the
 * reason; fulfilled with its comment; shouldExtend; abandoned. The schema stays a plain object (the
 * audit walk and the fuzzer read its keys); `updateNeedProblem` says when a body mixes them.
 */
export const updateNeedBody = type({
  'issueId?': uuid.or('null'),
  'reason?': needReason,
  'fulfilled?': 'true',
  'comment?': needDescription('Description'),
  'shouldExtend?': 'true',
  'abandoned?': 'true',
  '+': 'reject',
});

/** Why a (schema-valid) change is not one change, or null. */
export function updateNeedProblem(body: typeof updateNeedBody.infer): { property: string; message: string } | null {
  const edit = body.issueId !== undefined || body.reason !== undefined;
  const kinds = [edit, body.fulfilled === true, body.shouldExtend === true, body.abandoned === true].filter(
    Boolean,
  ).length;
  if (kinds !== 1)
    return {
      property: 'fulfilled',
      message: 'Make exactly one change: the issue or reason, fulfilled, shouldExtend or abandoned.',
    };
  if (body.fulfilled && body.comment === undefined) return { property: 'comment', message: 'Description is required.' };
  if (!body.fulfilled && body.comment !== undefined)
    return { property: 'comment', message: 'A comment goes with fulfilled only.' };
  return null;
}
export type UpdateNeedBody = typeof updateNeedBody.infer;

export const userNeedParams = type({ userNeedId: uuid });
export const needIdParams = type({ needId: uuid });
export const actionIdParams = type({ actionId: uuid });
/** A member's needs, or (for the docket) the open needs of a guide's members. */
export const userNeedsQuery = type({ 'memberId?': uuid, 'guideId?': uuid });
export const memberNeedsQuery = type({ memberId: uuid });
export const reorderNeedsBody = type({
  memberId: uuid,
  needIds: uuid.array().atMostLength(NEED_LIMITS.needsPerReorder),
});

/** Empty is none; otherwise +1 and ten digits (the form's mask sends that). */
const phone = type('string')
  .pipe((value) => value.trim() || null)
  .to(
    type(/^\+1\d{10}$/)
      .configure({ message: 'Phone number requires 10 digits.' })
      .or('null'),
  )
  .or('null');
const zipcode = type('string')
  .pipe((value) => value.trim() || null)
  .to(
    type(/^\d{5}$/)
      .configure({ message: 'Zip must be 5 digits.' })
      .or('null'),
  )
  .or('null');

export const referralFields = type({
  resourceName: boundedRequired('Resource name', NEED_LIMITS.resourceName, NEED_MESSAGES.resourceNameRequired),
  'contactName?': optional('Contact name', NEED_LIMITS.referralText),
  'phoneNumber?': phone,
  'url?': optional('Website', NEED_LIMITS.url),
  'streetAddress?': optional('Street address', NEED_LIMITS.referralText),
  'city?': optional('City', NEED_LIMITS.referralText),
  'state?': optional('State', NEED_LIMITS.referralText),
  'zipcode?': zipcode,
  /** The resource hub's program, when the referral came from one. */
  'programId?': optional('Program', NEED_LIMITS.referralText),
});
export const createReferralBody = referralFields.and({ id: uuid });

export const durationMinutes = type(`1 <= number.integer <= ${NEED_LIMITS.maxDurationMinutes}`).configure({
  message: 'Duration must be a whole number of minutes.',
});

export const createActionBody = type({
  id: uuid,
  activityId: uuid,
  date: calendarDay,
  durationInMinutes: durationMinutes,
  description: needDescription('Description'),
  'originalActionId?': uuid.or('null'),
  markAsFulfilled: 'boolean',
  'callId?': uuid.or('null'),
  'visitId?': uuid.or('null'),
  resourceReferrals: createReferralBody.array().atMostLength(NEED_LIMITS.referralsPerAction),
});
export type CreateActionBody = typeof createActionBody.infer;

// ---- Metadata (GET /needs/metadata) ----

export const needDomainSchema = type({ id: 'string', key: 'string', name: 'string', sortOrder: 'number' });
export const needCategorySchema = type({
  id: 'string',
  key: 'string',
  name: 'string',
  domainId: 'string',
  sortOrder: 'number',
});
export const needIssueSchema = type({
  id: 'string',
  key: 'string',
  label: 'string',
  categoryId: 'string',
  zCode: 'string | null',
  /** The target window in days (the add-need banner; the need's expiry and each extension). */
  defaultTimeFrameDays: 'number',
  /** The tag cloud; the first tag groups the issue in the autocomplete. */
  tags: 'string[]',
  activityIds: 'string[]',
  /** Learn more. */
  overview: 'string',
  needRequiresAction: 'boolean',
  sortOrder: 'number',
});
export const needActivitySchema = type({
  id: 'string',
  key: 'string',
  name: 'string',
  overview: 'string',
  defaultMinutes: 'number',
  icon: 'string',
  sortOrder: 'number',
});
/** A Z-code: `code` is its label, `title` its overview; `issues` and `assistances` are the admin's free-text lists. */
export const zCodeSchema = type({
  code: 'string',
  key: 'string',
  title: 'string',
  issues: 'string[]',
  assistances: 'string[]',
});
export const needsMetadataSchema = type({
  domains: needDomainSchema.array(),
  categories: needCategorySchema.array(),
  issues: needIssueSchema.array(),
  activities: needActivitySchema.array(),
  zCodes: zCodeSchema.array(),
});
export type NeedsMetadata = typeof needsMetadataSchema.infer;
export type NeedIssue = typeof needIssueSchema.infer;
export type NeedActivity = typeof needActivitySchema.infer;

export const needCategoryListSchema = type({
  data: needCategorySchema
    .and({ domainName: 'string', issues: type({ id: 'string', label: 'string', zCode: 'string | null' }).array() })
    .array(),
});

export const NEED_HISTORY_KINDS = [
  'identified',
  'actionTaken',
  'resourceReferred',
  'fulfilled',
  'stoppedPursuing',
  'timeWindowExtended',
  'reasonModified',
  'issueUpdated',
] as const;
export type NeedHistoryKind = (typeof NEED_HISTORY_KINDS)[number];

/** The time frame of an issue (or the default without one). */
export const timeFrameOf = (issue: Pick<NeedIssue, 'defaultTimeFrameDays'> | null | undefined) =>
  issue?.defaultTimeFrameDays ?? NEED_LIMITS.defaultTimeFrameDays;

/**
 * History order: oldest first; entries of one write share their instant, so they follow the order
 * of `NEED_HISTORY_KINDS` (identified, the action, its referrals, then what it closed or changed).
 */
export function compareHistoryEntries(
  a: { createdAt: string; kind: NeedHistoryKind; id: string },
  b: { createdAt: string; kind: NeedHistoryKind; id: string },
): number {
  return (
    Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
    NEED_HISTORY_KINDS.indexOf(a.kind) - NEED_HISTORY_KINDS.indexOf(b.kind) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
