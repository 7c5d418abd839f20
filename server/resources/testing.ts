/** Test factory: a program in an organisation's local directory (every field overridable). */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { resourcePrograms, SERVES_EVERY_ZIPCODE } from '../db/schema/index.ts';
import { keywordsOf } from '../seed/resource-programs.ts';
import type { TestOrganisation } from '../testing/factories.ts';

type ProgramInsert = typeof resourcePrograms.$inferInsert;

export async function createResourceProgram(
  db: Db,
  org: Pick<TestOrganisation, 'organisationId'>,
  fields: Partial<Omit<ProgramInsert, 'organisationId' | 'searchVector'>> = {},
): Promise<{ id: string }> {
  const id = fields.id ?? randomUUID();
  const serviceTags = fields.serviceTags ?? ['food-pantry'];
  const zipcode = fields.zipcode === undefined ? '60608' : fields.zipcode;
  await db.insert(resourcePrograms).values({
    id,
    organisationId: org.organisationId,
    directoryId: `local-${id}`,
    name: 'Neighborhood Food Pantry',
    providerName: 'Community Services Network',
    description: 'Free groceries once a week for families in the neighborhood.',
    keywords: keywordsOf(serviceTags),
    phoneNumber: '+13125550100',
    url: null,
    streetAddress: '100 Main St',
    city: 'Chicago',
    state: 'IL',
    servedZipcodes: fields.nationwide ? [SERVES_EVERY_ZIPCODE] : zipcode ? [zipcode] : [],
    languages: ['en'],
    ...fields,
    serviceTags,
    zipcode,
  });
  return { id };
}
