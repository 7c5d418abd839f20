/**
 * The local directory: the organisation's programs in `resource_programs`, searched with
 * PostgreSQL full-text search (identical on PGlite, which ships the same text-search
 * configurations). What it guarantees:
 * - Only the organisation's programs, and with a customer only those open to it (its own and the
 *   ones for every customer).
 * - Terms match every word as a prefix over name and provider, tag names, then description
 *   (weights A, B, C); the words are reduced to letters and digits first (`searchWords`), so user
 *   text never reaches the text-search parser as syntax.
 * - A zip code keeps programs serving it (its own zip code among them) and nationwide ones; tags
 *   keep programs offering any of them.
 * - Order: text rank (with terms), programs located in the zip code, then serving it from
 *   elsewhere, then nationwide ones, then name and id, so pages never overlap.
 */
import { and, arrayOverlaps, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SERVES_EVERY_ZIPCODE } from '../db/schema/resources.ts';
import { prefixQueryText, searchWords, SERVICE_TAGS } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { resourcePrograms } from '../db/schema/index.ts';
import type { ResourceDirectory, ResourceProgram } from './directory.ts';

type ProgramRow = typeof resourcePrograms.$inferSelect;

export function presentProgram(
  row: Omit<ProgramRow, 'searchVector' | 'keywords' | 'servedZipcodes' | 'organisationId'>,
): ResourceProgram {
  return {
    id: row.id,
    findHelpId: row.directoryId,
    clientId: row.clientId,
    name: row.name,
    providerName: row.providerName,
    description: row.description,
    serviceTags: row.serviceTags,
    phoneNumber: row.phoneNumber,
    url: row.url,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    nationwide: row.nationwide,
    hours: row.hours,
    eligibility: row.eligibility,
    languages: row.languages,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const p = resourcePrograms;
/** Every column a program shows (not the search vector: it is the database's, and large). */
const shown = {
  id: p.id,
  directoryId: p.directoryId,
  clientId: p.clientId,
  name: p.name,
  providerName: p.providerName,
  description: p.description,
  serviceTags: p.serviceTags,
  phoneNumber: p.phoneNumber,
  url: p.url,
  streetAddress: p.streetAddress,
  city: p.city,
  state: p.state,
  zipcode: p.zipcode,
  nationwide: p.nationwide,
  hours: p.hours,
  eligibility: p.eligibility,
  languages: p.languages,
  updatedAt: p.updatedAt,
};

export function createLocalDirectory(db: Db): ResourceDirectory {
  return {
    async tags() {
      return SERVICE_TAGS;
    },

    async search({ organisationId }, search) {
      const text = prefixQueryText(searchWords(search.terms ?? undefined));
      const tsquery = text ? sql`to_tsquery('english', ${text})` : null;
      const where: (SQL | undefined)[] = [eq(p.organisationId, organisationId)];
      if (search.clientId) where.push(or(isNull(p.clientId), eq(p.clientId, search.clientId)));
      // Nationwide programs serve '*': one GIN overlap finds them with the zip code's own.
      if (search.zipcode) where.push(arrayOverlaps(p.servedZipcodes, [search.zipcode, SERVES_EVERY_ZIPCODE]));
      if (search.serviceTags.length) where.push(arrayOverlaps(p.serviceTags, [...search.serviceTags]));
      if (tsquery) where.push(sql`${p.searchVector} @@ ${tsquery}`);
      const order: SQL[] = [];
      if (tsquery) order.push(desc(sql`ts_rank(${p.searchVector}, ${tsquery})`));
      if (search.zipcode) order.push(desc(sql`coalesce(${p.zipcode} = ${search.zipcode}, false)`), asc(p.nationwide));
      order.push(asc(p.name), asc(p.id));
      const rows = await db
        .select({ ...shown, total: sql<number | string>`count(*) over ()` })
        .from(p)
        .where(and(...where))
        .orderBy(...order)
        .limit(search.limit)
        .offset(search.offset);
      // Past the last page the window is empty and says nothing of the total: count it alone.
      const count = rows[0]
        ? Number(rows[0].total)
        : search.offset > 0
          ? Number(
              (
                await db
                  .select({ total: sql<number | string>`count(*)` })
                  .from(p)
                  .where(and(...where))
              )[0]?.total ?? 0,
            )
          : 0;
      return { programs: rows.map(presentProgram), count };
    },

    async program({ organisationId }, id) {
      const [row] = await db
        .select(shown)
        .from(p)
        .where(and(eq(p.id, id), eq(p.organisationId, organisationId)));
      return row ? presentProgram(row) : null;
    },
  };
}
