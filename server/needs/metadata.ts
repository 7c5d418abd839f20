/** The organisation's needs metadata (GET /needs/metadata, GET /care/need-categories), in its order. */
import { asc, eq } from 'drizzle-orm';
import type { NeedsMetadata, ResponseOf, OPERATIONS } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import { needActivities, needCategories, needDomains, needIssues, needZCodes } from '../db/schema/index.ts';
import { together } from '../db/together.ts';

export async function readNeedsMetadata(db: Db | Tx, organisationId: string): Promise<NeedsMetadata> {
  const [domains, categories, issues, activities, zCodes] = await together(db, [
    () =>
      db
        .select({ id: needDomains.id, key: needDomains.key, name: needDomains.name, sortOrder: needDomains.sortOrder })
        .from(needDomains)
        .where(eq(needDomains.organisationId, organisationId))
        .orderBy(asc(needDomains.sortOrder), asc(needDomains.key)),
    () =>
      db
        .select({
          id: needCategories.id,
          key: needCategories.key,
          name: needCategories.name,
          domainId: needCategories.domainId,
          sortOrder: needCategories.sortOrder,
        })
        .from(needCategories)
        .where(eq(needCategories.organisationId, organisationId))
        .orderBy(asc(needCategories.sortOrder), asc(needCategories.key)),
    () =>
      db
        .select()
        .from(needIssues)
        .where(eq(needIssues.organisationId, organisationId))
        .orderBy(asc(needIssues.sortOrder), asc(needIssues.key)),
    () =>
      db
        .select()
        .from(needActivities)
        .where(eq(needActivities.organisationId, organisationId))
        .orderBy(asc(needActivities.sortOrder), asc(needActivities.key)),
    () =>
      db
        .select({
          code: needZCodes.code,
          key: needZCodes.key,
          title: needZCodes.title,
          issues: needZCodes.issues,
          assistances: needZCodes.assistances,
        })
        .from(needZCodes)
        .where(eq(needZCodes.organisationId, organisationId))
        .orderBy(asc(needZCodes.code)),
  ]);
  return {
    domains,
    categories,
    issues: issues.map((issue) => ({
      id: issue.id,
      key: issue.key,
      label: issue.label,
      categoryId: issue.categoryId,
      zCode: issue.zCode,
      defaultTimeFrameDays: issue.defaultTimeFrameDays,
      tags: issue.tags,
      activityIds: issue.activityIds,
      overview: issue.overview,
      needRequiresAction: issue.needRequiresAction,
      sortOrder: issue.sortOrder,
    })),
    activities: activities.map((activity) => ({
      id: activity.id,
      key: activity.key,
      name: activity.name,
      overview: activity.overview,
      defaultMinutes: activity.defaultMinutes,
      icon: activity.icon,
      sortOrder: activity.sortOrder,
    })),
    zCodes,
  };
}

/** Categories with their domain's name and issues (GET /care/need-categories). */
export function categoriesWithIssues(metadata: NeedsMetadata): ResponseOf<typeof OPERATIONS.needCategories> {
  const domainNames = new Map(metadata.domains.map((domain) => [domain.id, domain.name]));
  return {
    data: metadata.categories.map((category) => ({
      ...category,
      domainName: domainNames.get(category.domainId) ?? '',
      issues: metadata.issues
        .filter((issue) => issue.categoryId === category.id)
        .map((issue) => ({ id: issue.id, label: issue.label, zCode: issue.zCode })),
    })),
  };
}
