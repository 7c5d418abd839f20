/**
 * The item dialog's values and schemas: one set of values for the five kinds (each kind validates
 * only its own fields, with the server's own field schemas from `domain/needs-content.ts`), the
 * numbers as typed (a number box, empty: null), the tag cloud and a Z-code's issues and assistances as
 * comma-separated text. Field names
 * are the bodies' own, so a refusal from the server lands on its field.
 */
import { type } from 'arktype';
import {
  activityIcon,
  commaEntries,
  activityMinutes,
  issueDays,
  NEEDS_CONTENT_LIMITS,
  NEEDS_CONTENT_MESSAGES,
  needsItemKey,
  needsItemLabel,
  needsItemOverview,
  needsItemSortOrder,
  zCodeOverview,
  zCodeValue,
  type NeedsMetadata,
} from '../../../domain/index.ts';

export interface NeedsItemValues {
  key: string;
  /** Domains, categories and activities call their label `name`; issues `label`. */
  name: string;
  label: string;
  sortOrder: number | null;
  domainId: string;
  categoryId: string;
  overview: string;
  defaultMinutes: number | null;
  defaultTimeFrameDays: number | null;
  icon: string;
  /** '' for none. */
  zCode: string;
  /** Comma-separated. */
  tags: string;
  activityIds: string[];
  needRequiresAction: boolean;
  /** A Z-code's label (its code, read-only once made) and its overview (`title`). */
  code: string;
  title: string;
  /** A Z-code's issues and assistances, comma-separated. */
  issues: string;
  assistances: string;
}

/** A typed number the server's schema allows (null, from an empty box, is refused with its message). */
const asTyped = (schema: { allows: (value: unknown) => boolean }, message: string) =>
  type('number | null').narrow((value, ctx) => schema.allows(value) || ctx.reject({ message }));
const required = (message: string) => type('string > 0').configure({ message });

/** Comma-separated tags, trimmed, empty ones dropped. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
const tagText = type('string').narrow(
  (text, ctx) =>
    (splitTags(text).length <= NEEDS_CONTENT_LIMITS.tags &&
      splitTags(text).every((tag) => tag.length <= NEEDS_CONTENT_LIMITS.tag)) ||
    ctx.reject({ message: NEEDS_CONTENT_MESSAGES.tags }),
);

/** A Z-code's comma-separated issues or assistances, as many and as long as the server takes. */
const entriesText = type('string').narrow(
  (text, ctx) =>
    (commaEntries(text).length <= NEEDS_CONTENT_LIMITS.zCodeEntries &&
      commaEntries(text).every((entry) => entry.length <= NEEDS_CONTENT_LIMITS.zCodeEntry)) ||
    ctx.reject({ message: NEEDS_CONTENT_MESSAGES.zCodeEntries }),
);

const sortOrder = asTyped(needsItemSortOrder, NEEDS_CONTENT_MESSAGES.sortOrder);
export const NEEDS_ITEM_FORMS = {
  domains: type({ key: needsItemKey, name: needsItemLabel, sortOrder }),
  categories: type({
    key: needsItemKey,
    name: needsItemLabel,
    domainId: required(NEEDS_CONTENT_MESSAGES.domainRequired),
    sortOrder,
  }),
  activities: type({
    key: needsItemKey,
    name: needsItemLabel,
    overview: needsItemOverview,
    defaultMinutes: asTyped(activityMinutes, NEEDS_CONTENT_MESSAGES.minutes),
    icon: activityIcon,
    sortOrder,
  }),
  issues: type({
    key: needsItemKey,
    label: needsItemLabel,
    categoryId: required(NEEDS_CONTENT_MESSAGES.categoryRequired),
    defaultTimeFrameDays: asTyped(issueDays, NEEDS_CONTENT_MESSAGES.days),
    tags: tagText,
    overview: needsItemOverview,
    sortOrder,
  }),
  zcodes: type({
    code: zCodeValue,
    key: needsItemKey,
    title: zCodeOverview,
    issues: entriesText,
    assistances: entriesText,
  }),
} as const;

type Item<K extends keyof NeedsMetadata> = NeedsMetadata[K][number];
/** What the dialog edits: the item of its kind, or null for a new one. */
export type NeedsItem =
  | { kind: 'domains'; item: Item<'domains'> }
  | { kind: 'categories'; item: Item<'categories'> }
  | { kind: 'activities'; item: Item<'activities'> }
  | { kind: 'issues'; item: Item<'issues'> }
  | { kind: 'zcodes'; item: Item<'zCodes'> };

/** The dialog's starting values: the item's, or empty ones (the sort order after the last). */
export function valuesOf(edited: NeedsItem | null, nextSortOrder: number): NeedsItemValues {
  const values: NeedsItemValues = {
    key: '',
    name: '',
    label: '',
    sortOrder: nextSortOrder,
    domainId: '',
    categoryId: '',
    overview: '',
    defaultMinutes: null,
    defaultTimeFrameDays: null,
    icon: '',
    zCode: '',
    tags: '',
    activityIds: [],
    needRequiresAction: false,
    code: '',
    title: '',
    issues: '',
    assistances: '',
  };
  if (!edited) return values;
  switch (edited.kind) {
    case 'domains':
      return { ...values, key: edited.item.key, name: edited.item.name, sortOrder: edited.item.sortOrder };
    case 'categories':
      return { ...values, ...pick(edited.item, ['key', 'name', 'domainId', 'sortOrder']) };
    case 'activities':
      return { ...values, ...pick(edited.item, ['key', 'name', 'overview', 'defaultMinutes', 'icon', 'sortOrder']) };
    case 'issues':
      return {
        ...values,
        ...pick(edited.item, ['key', 'label', 'categoryId', 'defaultTimeFrameDays', 'overview', 'sortOrder']),
        zCode: edited.item.zCode ?? '',
        tags: edited.item.tags.join(', '),
        activityIds: [...edited.item.activityIds],
        needRequiresAction: edited.item.needRequiresAction,
      };
    case 'zcodes':
      return {
        ...values,
        code: edited.item.code,
        key: edited.item.key,
        title: edited.item.title,
        issues: edited.item.issues.join(', '),
        assistances: edited.item.assistances.join(', '),
      };
  }
}

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

/** The body each kind's write sends (numbers already checked by its form schema). */
const common = (values: NeedsItemValues) => ({ key: values.key.trim(), sortOrder: Number(values.sortOrder) });
export const BODIES = {
  domains: (values: NeedsItemValues) => ({ ...common(values), name: values.name }),
  categories: (values: NeedsItemValues) => ({ ...common(values), name: values.name, domainId: values.domainId }),
  activities: (values: NeedsItemValues) => ({
    ...common(values),
    name: values.name,
    overview: values.overview,
    defaultMinutes: Number(values.defaultMinutes),
    icon: values.icon,
  }),
  issues: (values: NeedsItemValues) => ({
    ...common(values),
    label: values.label,
    categoryId: values.categoryId,
    zCode: values.zCode || null,
    defaultTimeFrameDays: Number(values.defaultTimeFrameDays),
    tags: splitTags(values.tags),
    activityIds: values.activityIds,
    overview: values.overview,
    needRequiresAction: values.needRequiresAction,
  }),
  zcodes: (values: NeedsItemValues) => ({
    key: values.key.trim(),
    title: values.title,
    issues: commaEntries(values.issues),
    assistances: commaEntries(values.assistances),
  }),
} as const;

/** The next sort order: one more than the highest of the kind. */
export const nextSortOrder = (rows: readonly { sortOrder?: number }[]) =>
  rows.reduce((highest, row) => Math.max(highest, row.sortOrder ?? 0), 0) + 1;
