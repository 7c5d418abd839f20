/** The needs metadata as the screens read it: lookups by id and the issue groups of the autocomplete. */
import type { NeedActivity, NeedIssue, NeedsMetadata } from '../../domain/index.ts';

export interface MetadataIndex {
  issue: (id: string | null | undefined) => NeedIssue | undefined;
  activity: (id: string) => NeedActivity | undefined;
  categoryName: (id: string | null | undefined) => string | undefined;
  domainName: (categoryId: string | null | undefined) => string | undefined;
  /** The issue's activities in their order (every activity when the issue names none). */
  activitiesOf: (issueId: string | null | undefined) => NeedActivity[];
}

export function indexMetadata(metadata: NeedsMetadata | undefined): MetadataIndex {
  const issues = new Map(metadata?.issues.map((issue) => [issue.id, issue]));
  const activities = new Map(metadata?.activities.map((activity) => [activity.id, activity]));
  const categories = new Map(metadata?.categories.map((category) => [category.id, category]));
  const domains = new Map(metadata?.domains.map((domain) => [domain.id, domain]));
  return {
    issue: (id) => (id ? issues.get(id) : undefined),
    activity: (id) => activities.get(id),
    categoryName: (id) => (id ? categories.get(id)?.name : undefined),
    domainName: (categoryId) => {
      const category = categoryId ? categories.get(categoryId) : undefined;
      return category ? domains.get(category.domainId)?.name : undefined;
    },
    activitiesOf: (issueId) => {
      const issue = issueId ? issues.get(issueId) : undefined;
      const listed = issue?.activityIds.flatMap((id) => activities.get(id) ?? []) ?? [];
      return listed.length ? listed : [...activities.values()];
    },
  };
}

export interface IssueGroup {
  tag: string;
  issues: NeedIssue[];
}

/** Part 2 section 2: the autocomplete groups issues by their first tag, groups and issues in catalogue order. */
export function groupIssuesByFirstTag(issues: readonly NeedIssue[], query = ''): IssueGroup[] {
  const wanted = fold(query.trim());
  const groups = new Map<string, NeedIssue[]>();
  for (const issue of [...issues].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const tag = issue.tags[0] ?? '';
    const haystack = fold([issue.label, issue.zCode ?? '', ...issue.tags].join(' '));
    if (wanted && !haystack.includes(wanted)) continue;
    groups.set(tag, [...(groups.get(tag) ?? []), issue]);
  }
  return [...groups].map(([tag, list]) => ({ tag, issues: list }));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Typed digits as the referral phone mask shows them: (312) 555-0143; at most 10 digits. */
export function maskPhone(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What the masked phone sends: +1 and the digits ('' when nothing was typed). */
export function phoneForRequest(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  return digits ? `+1${digits}` : '';
}
