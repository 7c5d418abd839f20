/**
 * Needs Content (spec part 3 sections 2, 3, 7, 9): the organisation's needs metadata as its admins
 * add and change it (POST /needs/metadata/{type}, PATCH /needs/metadata/{type}/{id}). The spec leaves
 * the forms' schemas open but for a sort order of at least 1, issue time frames in days and activity
 * time frames in minutes; these are the limits a server must keep. Fields keep the names the metadata
 * already carries (GET /needs/metadata: `name`, `defaultMinutes`, `tags`...); the page labels them
 * as the spec does. A Z-code is named by its code, read-only once made.
 * The messages are the server's English; the admin page says them in the reader's language.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';
import { needsMetadataSchema } from './needs.ts';

/** The five kinds, in the page's side list order, as the paths name them. */
export const NEEDS_CONTENT_KINDS = ['issues', 'activities', 'categories', 'domains', 'zcodes'] as const;
export type NeedsContentKind = (typeof NEEDS_CONTENT_KINDS)[number];

export const NEEDS_CONTENT_LIMITS = {
  label: 200,
  key: 100,
  overview: 2000,
  icon: 16,
  sortOrder: 9999,
  maxMinutes: 480,
  maxDays: 365,
  tags: 20,
  tag: 50,
  activitiesPerIssue: 50,
  zCodeTitle: 300,
  /** A Z-code's issues and assistances: entries of a comma-separated list. */
  zCodeEntries: 30,
  zCodeEntry: 200,
  /** The activities table's overview (spec part 3 section 9). */
  overviewPreview: 50,
} as const;

export const NEEDS_CONTENT_MESSAGES = {
  labelRequired: 'Label is required.',
  labelTooLong: `Label must be at most ${NEEDS_CONTENT_LIMITS.label} characters.`,
  keyInvalid: `Use only lower-case letters, digits and hyphens in the key, at most ${NEEDS_CONTENT_LIMITS.key}.`,
  keyTaken: 'Another item of this kind already has this key.',
  sortOrder: `Sort order must be a whole number from 1 to ${NEEDS_CONTENT_LIMITS.sortOrder}.`,
  domainRequired: 'Domain is required.',
  categoryRequired: 'Category is required.',
  overviewTooLong: `Overview must be at most ${NEEDS_CONTENT_LIMITS.overview} characters.`,
  minutes: `Default time frame must be a whole number of minutes from 1 to ${NEEDS_CONTENT_LIMITS.maxMinutes}.`,
  days: `Default time frame must be a whole number of days from 1 to ${NEEDS_CONTENT_LIMITS.maxDays}.`,
  iconTooLong: `Icon must be at most ${NEEDS_CONTENT_LIMITS.icon} characters.`,
  tags: `At most ${NEEDS_CONTENT_LIMITS.tags} tags of up to ${NEEDS_CONTENT_LIMITS.tag} characters each.`,
  activities: `Choose at most ${NEEDS_CONTENT_LIMITS.activitiesPerIssue} activities.`,
  zCodeUnknown: 'Choose a Z-code from the list.',
  codeInvalid: 'Enter a Z-code such as Z59.0.',
  codeTaken: 'This Z-code already exists.',
  zCodeOverviewRequired: 'Overview is required.',
  zCodeOverviewTooLong: `Overview must be at most ${NEEDS_CONTENT_LIMITS.zCodeTitle} characters.`,
  zCodeEntries: `At most ${NEEDS_CONTENT_LIMITS.zCodeEntries} entries of up to ${NEEDS_CONTENT_LIMITS.zCodeEntry} characters each.`,
} as const;

/** The spec's overview in the activities table: the first 50 characters and an ellipsis when there are more. */
export function overviewPreview(overview: string): string {
  return overview.length > NEEDS_CONTENT_LIMITS.overviewPreview
    ? `${overview.slice(0, NEEDS_CONTENT_LIMITS.overviewPreview)}…`
    : overview;
}

/** Trimmed text of 1 to `max` characters. */
const requiredText = (max: number, required: string, tooLong: string) =>
  type('string')
    .pipe((value) => value.trim())
    .to(
      type('string > 0')
        .configure({ message: required })
        .and(type(`string <= ${max}`).configure({ message: tooLong })),
    );
/** Trimmed text of at most `max` characters (may be empty). */
const optionalText = (max: number, tooLong: string) =>
  type('string')
    .pipe((value) => value.trim())
    .to(type(`string <= ${max}`).configure({ message: tooLong }));
const wholeNumber = (min: number, max: number, message: string) =>
  type(`${min} <= number.integer <= ${max}`).configure({ message });

export const needsItemLabel = requiredText(
  NEEDS_CONTENT_LIMITS.label,
  NEEDS_CONTENT_MESSAGES.labelRequired,
  NEEDS_CONTENT_MESSAGES.labelTooLong,
);
export const needsItemKey = type('string')
  .pipe((value) => value.trim())
  .to(type(/^[a-z0-9][a-z0-9-]{0,99}$/).configure({ message: NEEDS_CONTENT_MESSAGES.keyInvalid }));
export const needsItemSortOrder = wholeNumber(1, NEEDS_CONTENT_LIMITS.sortOrder, NEEDS_CONTENT_MESSAGES.sortOrder);
export const needsItemOverview = optionalText(NEEDS_CONTENT_LIMITS.overview, NEEDS_CONTENT_MESSAGES.overviewTooLong);
export const activityMinutes = wholeNumber(1, NEEDS_CONTENT_LIMITS.maxMinutes, NEEDS_CONTENT_MESSAGES.minutes);
export const issueDays = wholeNumber(1, NEEDS_CONTENT_LIMITS.maxDays, NEEDS_CONTENT_MESSAGES.days);
export const activityIcon = optionalText(NEEDS_CONTENT_LIMITS.icon, NEEDS_CONTENT_MESSAGES.iconTooLong);
export const issueTags = type(`string <= ${NEEDS_CONTENT_LIMITS.tag}`)
  .array()
  .atMostLength(NEEDS_CONTENT_LIMITS.tags)
  .configure({ message: NEEDS_CONTENT_MESSAGES.tags });
export const issueActivityIds = uuid
  .array()
  .atMostLength(NEEDS_CONTENT_LIMITS.activitiesPerIssue)
  .configure({ message: NEEDS_CONTENT_MESSAGES.activities });
/** ICD-10-CM Z-codes: Z, two digits, then a dot and up to four characters. */
export const zCodeValue = type(/^Z\d{2}(\.[0-9A-Z]{1,4})?$/).configure({ message: NEEDS_CONTENT_MESSAGES.codeInvalid });
export const zCodeOverview = requiredText(
  NEEDS_CONTENT_LIMITS.zCodeTitle,
  NEEDS_CONTENT_MESSAGES.zCodeOverviewRequired,
  NEEDS_CONTENT_MESSAGES.zCodeOverviewTooLong,
);
const domainRef = uuid.configure({ message: NEEDS_CONTENT_MESSAGES.domainRequired });
const categoryRef = uuid.configure({ message: NEEDS_CONTENT_MESSAGES.categoryRequired });

export const needDomainFields = type({ key: needsItemKey, name: needsItemLabel, sortOrder: needsItemSortOrder });
export const needCategoryFields = type({
  key: needsItemKey,
  name: needsItemLabel,
  domainId: domainRef,
  sortOrder: needsItemSortOrder,
});
export const needActivityFields = type({
  key: needsItemKey,
  name: needsItemLabel,
  overview: needsItemOverview,
  defaultMinutes: activityMinutes,
  icon: activityIcon,
  sortOrder: needsItemSortOrder,
});
export const needIssueFields = type({
  key: needsItemKey,
  label: needsItemLabel,
  categoryId: categoryRef,
  zCode: type('string <= 16').or('null'),
  defaultTimeFrameDays: issueDays,
  tags: issueTags,
  activityIds: issueActivityIds,
  overview: needsItemOverview,
  needRequiresAction: 'boolean',
  sortOrder: needsItemSortOrder,
});
/** A Z-code's issues or assistances, as the comma-separated text's entries (`commaEntries`). */
export const zCodeEntries = type(`string <= ${NEEDS_CONTENT_LIMITS.zCodeEntry}`)
  .array()
  .atMostLength(NEEDS_CONTENT_LIMITS.zCodeEntries)
  .configure({ message: NEEDS_CONTENT_MESSAGES.zCodeEntries });
const zCodeFields = {
  key: needsItemKey,
  title: zCodeOverview,
  issues: zCodeEntries,
  assistances: zCodeEntries,
};
export const createNeedZCodeBody = type({ code: zCodeValue, ...zCodeFields });
export const updateNeedZCodeBody = type(zCodeFields);

/** The entries of a comma-separated list as the admin types it: trimmed, empty ones and repeats left out. */
export function commaEntries(text: string): string[] {
  return [...new Set(text.split(',').map((entry) => entry.trim()))].filter(Boolean);
}

/** A new item's id is made by the client (the add shows at once and confirms on the answered metadata). */
const withId = { id: uuid } as const;
export const createNeedDomainBody = needDomainFields.and(withId);
export const createNeedCategoryBody = needCategoryFields.and(withId);
export const createNeedActivityBody = needActivityFields.and(withId);
export const createNeedIssueBody = needIssueFields.and(withId);

export const needsItemParams = type({ id: uuid });
export const needZCodeParams = type({ id: zCodeValue });

/**
 * The organisation's whole metadata as one synced row: small (tens of items), read whole by every
 * need dialog, and changed rarely, so one row per organisation means a dialog never sees half an
 * admin's edit (an issue moved to a category it does not have yet).
 */
export { NEEDS_METADATA_ROW_ID } from './needs-metadata-row.ts';
export const needsMetadataRowSchema = needsMetadataSchema.and({ id: 'string' });
