/**
 * The needs metadata every organisation starts with (spec part 2 section 3: issues belong to
 * categories, which belong to domains): social-determinants domains after Healthy People 2030,
 * issues coded with the ICD-10-CM Z-codes of `needs-catalogue-zcodes.ts`, and the activities a
 * guide records. `ensureNeedsCatalogue` publishes it once per organisation; rows already there by
 * key stay as an administrator left them.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import { needActivities, needCategories, needDomains, needIssues, needZCodes } from '../db/schema/index.ts';
import { Z_CODES } from './needs-catalogue-zcodes.ts';

type Writer = Pick<Tx, 'select' | 'insert'>;

const DOMAINS = [
  ['economic-stability', 'Economic stability'],
  ['housing-and-environment', 'Housing and environment'],
  ['social-and-community-context', 'Social and community context'],
  ['education-access', 'Education access'],
  ['legal-and-safety', 'Legal and safety'],
] as const;
type DomainKey = (typeof DOMAINS)[number][0];

const CATEGORIES: readonly (readonly [key: string, name: string, domain: DomainKey])[] = [
  ['food', 'Food', 'economic-stability'],
  ['financial-strain', 'Financial strain', 'economic-stability'],
  ['employment', 'Employment', 'economic-stability'],
  ['housing-stability', 'Housing stability', 'housing-and-environment'],
  ['housing-quality', 'Housing quality', 'housing-and-environment'],
  ['transportation', 'Transportation', 'housing-and-environment'],
  ['physical-environment', 'Physical environment', 'housing-and-environment'],
  ['social-connection', 'Social connection', 'social-and-community-context'],
  ['family-and-caregiving', 'Family and caregiving', 'social-and-community-context'],
  ['discrimination', 'Discrimination', 'social-and-community-context'],
  ['literacy', 'Literacy', 'education-access'],
  ['schooling', 'Schooling', 'education-access'],
  ['legal', 'Legal', 'legal-and-safety'],
  ['safety', 'Safety', 'legal-and-safety'],
];

/** [key, name, default minutes, icon (an emoji: no icon font to ship), overview]. */
const ACTIVITIES: readonly (readonly [string, string, number, string, string])[] = [
  [
    'community-referral',
    'Referral to a community resource',
    15,
    '🤝',
    'Connect the member with a community program that meets the need, and record the program as a resource referral.',
  ],
  [
    'application-assistance',
    'Application assistance',
    30,
    '📝',
    'Help the member complete an application (benefits, housing, utilities, food programs) or gather its documents.',
  ],
  [
    'benefits-enrollment',
    'Benefits enrollment',
    30,
    '📋',
    'Screen for and enrol the member in public benefits such as SNAP, WIC, LIHEAP or Medicaid programs.',
  ],
  [
    'warm-handoff',
    'Warm handoff',
    15,
    '☎️',
    'Call a program together with the member and introduce them, so the first contact is made before hanging up.',
  ],
  [
    'education',
    'Education provided',
    15,
    '📘',
    'Explain a resource, a right or a process to the member in plain language and check their understanding.',
  ],
  [
    'transportation-arranged',
    'Transportation arranged',
    15,
    '🚌',
    'Book a ride or a transit benefit to get the member to an appointment or a resource.',
  ],
  ['home-visit', 'Home visit', 60, '🏠', 'Visit the member at home to assess the need in person.'],
  [
    'follow-up',
    'Follow-up check-in',
    10,
    '📅',
    'Check with the member whether the referral or plan is working and what is still in the way.',
  ],
  ['advocacy', 'Advocacy', 30, '📣', 'Speak for the member with a landlord, employer, agency or provider.'],
  [
    'friendly-caller',
    'Friendly caller program',
    15,
    '📞',
    'Enrol the member in regular friendly calls from a volunteer or peer.',
  ],
  [
    'community-activity',
    'Community or senior center activity',
    30,
    '🏛️',
    'Help the member join a group activity at a senior or community center.',
  ],
  [
    'peer-support-group',
    'Peer support group',
    30,
    '👥',
    'Find a peer support group that fits the member and help them attend the first meeting.',
  ],
  [
    'volunteering',
    'Volunteer opportunity',
    30,
    '🙌',
    'Match the member with a volunteer role that gives regular contact with others.',
  ],
  [
    'faith-community',
    'Faith community connection',
    20,
    '🕊️',
    'Reconnect the member with a faith community they choose.',
  ],
  [
    'digital-connection',
    'Digital connection',
    30,
    '💻',
    'Set up a phone or tablet and show the member how to video-call family and friends.',
  ],
  [
    'family-reconnection',
    'Family reconnection',
    20,
    '👪',
    'Help the member re-establish contact with family or friends they have lost touch with.',
  ],
];

const CORE = ['community-referral', 'application-assistance', 'warm-handoff', 'education', 'follow-up'];
const ISOLATION = [
  'friendly-caller',
  'community-activity',
  'peer-support-group',
  'volunteering',
  'faith-community',
  'digital-connection',
  'family-reconnection',
];

interface IssueSeed {
  key: string;
  label: string;
  category: string;
  zCode: string;
  days: number;
  tags: string[];
  activities: string[];
  overview: string;
  requiresAction?: boolean;
}

/** The first tag groups the issue in the add-need autocomplete. */
const ISSUES: readonly IssueSeed[] = [
  {
    key: 'food-insecurity',
    label: 'Food insecurity',
    category: 'food',
    zCode: 'Z59.41',
    days: 30,
    tags: ['Food', 'Hunger', 'SNAP', 'Groceries'],
    activities: [...CORE, 'benefits-enrollment'],
    overview:
      'The member cannot reliably get enough affordable, nutritious food. Aim for a steady source within 30 days: food pantries, SNAP or WIC, meal programs.',
    requiresAction: true,
  },
  {
    key: 'lack-of-adequate-food',
    label: 'Lack of adequate food (other)',
    category: 'food',
    zCode: 'Z59.48',
    days: 30,
    tags: ['Food', 'Nutrition'],
    activities: [...CORE, 'benefits-enrollment'],
    overview:
      'The member lacks adequate food for a reason other than food insecurity, such as a special diet they cannot obtain.',
  },
  {
    key: 'low-income',
    label: 'Low income',
    category: 'financial-strain',
    zCode: 'Z59.6',
    days: 60,
    tags: ['Finances', 'Income', 'Benefits'],
    activities: [...CORE, 'benefits-enrollment'],
    overview:
      'Household income does not cover basic needs. Screen for benefits and tax credits the member is eligible for.',
  },
  {
    key: 'extreme-poverty',
    label: 'Extreme poverty',
    category: 'financial-strain',
    zCode: 'Z59.5',
    days: 30,
    tags: ['Finances', 'Income', 'Benefits'],
    activities: [...CORE, 'benefits-enrollment', 'advocacy'],
    overview: 'The member has almost no income or resources. Start with emergency assistance and benefits enrollment.',
    requiresAction: true,
  },
  {
    key: 'financial-insecurity',
    label: 'Financial insecurity',
    category: 'financial-strain',
    zCode: 'Z59.86',
    days: 60,
    tags: ['Finances', 'Debt', 'Bills'],
    activities: [...CORE, 'advocacy'],
    overview:
      'The member cannot count on meeting expenses: bills, debt or unexpected costs. Consider financial counseling and bill assistance.',
  },
  {
    key: 'material-hardship',
    label: 'Material hardship (limited financial resources)',
    category: 'financial-strain',
    zCode: 'Z59.87',
    days: 45,
    tags: ['Finances', 'Utilities', 'Medication costs'],
    activities: [...CORE, 'benefits-enrollment'],
    overview: 'The member goes without necessities (utilities, medicine, clothing) because of limited money.',
  },
  {
    key: 'insufficient-welfare-support',
    label: 'Insufficient social insurance and welfare support',
    category: 'financial-strain',
    zCode: 'Z59.7',
    days: 60,
    tags: ['Benefits', 'Finances'],
    activities: [...CORE, 'benefits-enrollment', 'advocacy'],
    overview:
      'Benefits the member receives are not enough, or were reduced or stopped. Check eligibility and appeal rights.',
  },
  {
    key: 'unemployment',
    label: 'Unemployment',
    category: 'employment',
    zCode: 'Z56.0',
    days: 90,
    tags: ['Employment', 'Job training'],
    activities: [...CORE, 'benefits-enrollment'],
    overview:
      'The member is looking for work. Connect them with workforce centers, job training and unemployment insurance.',
  },
  {
    key: 'threat-of-job-loss',
    label: 'Threat of job loss',
    category: 'employment',
    zCode: 'Z56.2',
    days: 30,
    tags: ['Employment', 'Workplace'],
    activities: [...CORE, 'advocacy'],
    overview: 'The member fears losing their job. Explore employment rights, accommodations and a backup plan.',
  },
  {
    key: 'homelessness-sheltered',
    label: 'Sheltered homelessness',
    category: 'housing-stability',
    zCode: 'Z59.01',
    days: 30,
    tags: ['Housing', 'Shelter'],
    activities: [...CORE, 'advocacy'],
    overview:
      'The member lives in a shelter, transitional housing or a hotel paid by an agency. Work toward stable housing through coordinated entry.',
    requiresAction: true,
  },
  {
    key: 'homelessness-unsheltered',
    label: 'Unsheltered homelessness',
    category: 'housing-stability',
    zCode: 'Z59.02',
    days: 14,
    tags: ['Housing', 'Shelter', 'Safety'],
    activities: [...CORE, 'transportation-arranged', 'advocacy'],
    overview:
      'The member sleeps outside, in a vehicle or another place not meant for living. Find emergency shelter first, then coordinated entry.',
    requiresAction: true,
  },
  {
    key: 'housing-instability-risk',
    label: 'Housing instability, at risk of homelessness',
    category: 'housing-stability',
    zCode: 'Z59.811',
    days: 30,
    tags: ['Housing', 'Eviction', 'Rent'],
    activities: [...CORE, 'advocacy'],
    overview:
      'The member is housed but may lose their home: behind on rent, facing eviction or staying temporarily with others. Look at rental assistance and legal aid.',
    requiresAction: true,
  },
  {
    key: 'housing-instability-past-homelessness',
    label: 'Housing instability, homeless in the past 12 months',
    category: 'housing-stability',
    zCode: 'Z59.812',
    days: 60,
    tags: ['Housing'],
    activities: [...CORE],
    overview: 'The member is housed now but was homeless within the past year. Help keep the tenancy stable.',
  },
  {
    key: 'landlord-discord',
    label: 'Discord with neighbors, lodgers or landlord',
    category: 'housing-stability',
    zCode: 'Z59.2',
    days: 30,
    tags: ['Housing', 'Legal'],
    activities: [...CORE, 'advocacy'],
    overview:
      'Conflict where the member lives threatens their housing or wellbeing. Mediation or tenant legal services can help.',
  },
  {
    key: 'inadequate-housing-temperature',
    label: 'Inadequate housing: heating or cooling',
    category: 'housing-quality',
    zCode: 'Z59.11',
    days: 30,
    tags: ['Housing', 'Utilities', 'Heat'],
    activities: [...CORE, 'benefits-enrollment'],
    overview: 'The home is too hot or too cold to be safe. Look at LIHEAP, weatherization and cooling centers.',
  },
  {
    key: 'inadequate-housing-utilities',
    label: 'Inadequate housing: utilities',
    category: 'housing-quality',
    zCode: 'Z59.12',
    days: 30,
    tags: ['Utilities', 'Housing'],
    activities: [...CORE, 'benefits-enrollment', 'advocacy'],
    overview:
      'Water, power or gas is missing, shut off or threatened. Ask about shut-off protections and utility assistance.',
  },
  {
    key: 'inadequate-housing-other',
    label: 'Inadequate housing: other conditions',
    category: 'housing-quality',
    zCode: 'Z59.19',
    days: 45,
    tags: ['Housing', 'Repairs', 'Safety'],
    activities: [...CORE, 'home-visit', 'advocacy'],
    overview:
      'The home has pests, mold, lead, overcrowding or needed repairs. Code enforcement and home repair programs can help.',
  },
  {
    key: 'transportation-insecurity',
    label: 'Transportation insecurity',
    category: 'transportation',
    zCode: 'Z59.82',
    days: 30,
    tags: ['Transportation', 'Rides'],
    activities: [...CORE, 'transportation-arranged'],
    overview:
      'The member cannot reliably get to appointments, work or stores. Arrange non-emergency medical transport, transit passes or ride programs.',
    requiresAction: true,
  },
  {
    key: 'inadequate-drinking-water',
    label: 'Inadequate drinking-water supply',
    category: 'physical-environment',
    zCode: 'Z58.6',
    days: 14,
    tags: ['Utilities', 'Water'],
    activities: [...CORE],
    overview: 'The member lacks safe drinking water. Find bottled-water programs and report the supply problem.',
  },
  {
    key: 'basic-services-unavailable',
    label: 'Basic services unavailable',
    category: 'physical-environment',
    zCode: 'Z58.81',
    days: 45,
    tags: ['Neighborhood', 'Access'],
    activities: [...CORE, 'transportation-arranged'],
    overview: 'Basic services (pharmacy, grocery, clinic) are not available where the member lives.',
  },
  {
    key: 'social-isolation',
    label: 'Social isolation',
    category: 'social-connection',
    zCode: 'Z60.4',
    days: 60,
    tags: ['Social connection', 'Loneliness', 'Isolation'],
    activities: [...ISOLATION, 'follow-up'],
    overview:
      'The member has little contact with others or feels left out. Pick, with the member, activities that bring regular contact: friendly calls, groups, volunteering.',
    requiresAction: true,
  },
  {
    key: 'living-alone',
    label: 'Problems related to living alone',
    category: 'social-connection',
    zCode: 'Z60.2',
    days: 60,
    tags: ['Social connection', 'Safety'],
    activities: [...ISOLATION, 'home-visit'],
    overview:
      'Living alone puts the member at risk (no one to help in an emergency, loneliness). Consider check-in calls and a personal emergency response system.',
  },
  {
    key: 'life-transition',
    label: 'Adjustment to a life-cycle transition',
    category: 'social-connection',
    zCode: 'Z60.0',
    days: 60,
    tags: ['Social connection', 'Behavioral health'],
    activities: [...CORE, 'peer-support-group'],
    overview: 'Retirement, a move, an empty nest or another transition is hard for the member.',
  },
  {
    key: 'acculturation-difficulty',
    label: 'Acculturation difficulty',
    category: 'social-connection',
    zCode: 'Z60.3',
    days: 60,
    tags: ['Social connection', 'Language'],
    activities: [...CORE, 'community-activity'],
    overview:
      'The member struggles to adapt to a new culture or language. Cultural community organisations and language classes can help.',
  },
  {
    key: 'caregiver-strain',
    label: 'Dependent relative needing care at home',
    category: 'family-and-caregiving',
    zCode: 'Z63.6',
    days: 45,
    tags: ['Caregiving', 'Family', 'Respite'],
    activities: [...CORE, 'peer-support-group'],
    overview: 'The member cares for a relative at home and needs support: respite care, caregiver programs, home help.',
  },
  {
    key: 'partner-relationship',
    label: 'Problems in relationship with spouse or partner',
    category: 'family-and-caregiving',
    zCode: 'Z63.0',
    days: 30,
    tags: ['Family', 'Safety', 'Behavioral health'],
    activities: [...CORE],
    overview: 'Conflict with a partner affects the member. Screen for safety; offer counseling resources.',
  },
  {
    key: 'family-addiction',
    label: 'Alcoholism or drug addiction in the family',
    category: 'family-and-caregiving',
    zCode: 'Z63.72',
    days: 45,
    tags: ['Family', 'Substance use'],
    activities: [...CORE, 'peer-support-group'],
    overview:
      "A family member's substance use affects the member. Family support groups (Al-Anon, Nar-Anon) and counseling can help.",
  },
  {
    key: 'death-of-family-member',
    label: 'Disappearance or death of a family member',
    category: 'family-and-caregiving',
    zCode: 'Z63.4',
    days: 60,
    tags: ['Family', 'Grief'],
    activities: [...CORE, 'peer-support-group'],
    overview: 'The member is grieving a loss. Offer grief support and check on practical needs left by the loss.',
  },
  {
    key: 'discrimination',
    label: 'Target of adverse discrimination or persecution',
    category: 'discrimination',
    zCode: 'Z60.5',
    days: 45,
    tags: ['Discrimination', 'Legal'],
    activities: [...CORE, 'advocacy'],
    overview: 'The member experiences, or perceives, discrimination that affects their health or access to services.',
  },
  {
    key: 'low-literacy',
    label: 'Illiteracy or low-level literacy',
    category: 'literacy',
    zCode: 'Z55.0',
    days: 90,
    tags: ['Education', 'Literacy'],
    activities: [...CORE],
    overview:
      'The member has difficulty reading. Use plain language and read documents together; adult literacy programs can help.',
  },
  {
    key: 'health-literacy',
    label: 'Problems related to health literacy',
    category: 'literacy',
    zCode: 'Z55.6',
    days: 60,
    tags: ['Education', 'Health literacy'],
    activities: [...CORE],
    overview:
      'The member finds it hard to understand health information, medications or instructions. Teach back and simplify.',
  },
  {
    key: 'less-than-high-school',
    label: 'Less than a high school diploma',
    category: 'schooling',
    zCode: 'Z55.5',
    days: 90,
    tags: ['Education', 'Employment'],
    activities: [...CORE],
    overview: 'The member did not finish high school and wants to: GED and adult education programs.',
  },
  {
    key: 'release-from-prison',
    label: 'Problems related to release from prison',
    category: 'legal',
    zCode: 'Z65.2',
    days: 30,
    tags: ['Legal', 'Reentry', 'Housing'],
    activities: [...CORE, 'benefits-enrollment'],
    overview:
      'The member recently left incarceration and needs ID, housing, benefits and care reconnected. Reentry programs can help.',
    requiresAction: true,
  },
  {
    key: 'legal-problems',
    label: 'Problems related to other legal circumstances',
    category: 'legal',
    zCode: 'Z65.3',
    days: 45,
    tags: ['Legal'],
    activities: [...CORE, 'advocacy'],
    overview: 'The member faces a legal matter (custody, immigration, debt, benefits denial). Refer to legal aid.',
  },
  {
    key: 'victim-of-crime',
    label: 'Victim of crime',
    category: 'safety',
    zCode: 'Z65.4',
    days: 14,
    tags: ['Safety', 'Legal'],
    activities: [...CORE, 'advocacy'],
    overview: 'The member was harmed by a crime. Victim services offer safety planning, compensation and counseling.',
    requiresAction: true,
  },
  {
    key: 'disaster-exposure',
    label: 'Exposure to disaster, war or other hostilities',
    category: 'safety',
    zCode: 'Z65.5',
    days: 30,
    tags: ['Safety', 'Housing', 'Behavioral health'],
    activities: [...CORE],
    overview: 'A disaster or conflict displaced or harmed the member. Look at disaster relief and trauma support.',
  },
];

/**
 * A Z-code as the catalogue makes it: its key from its code ('Z59.41' -> 'z59-41', as the migration
 * that added keys made them), the catalogue's issues coded with it, and their activities beyond the
 * core ones every issue has as its assistances.
 */
function zCodeRow(organisationId: string, code: string, title: string) {
  const coded = ISSUES.filter((issue) => issue.zCode === code);
  const names = new Map(ACTIVITIES.map(([key, name]) => [key, name]));
  const specific = coded.flatMap((issue) => issue.activities.filter((key) => !CORE.includes(key)));
  return {
    organisationId,
    code,
    key: code.toLowerCase().replace('.', '-'),
    title,
    issues: coded.map((issue) => issue.label),
    assistances: [...new Set(specific)].map((key) => names.get(key) ?? key),
  };
}

/** Inserts what is missing (by key) and answers nothing: read the metadata from the tables. */
export async function ensureNeedsCatalogue(db: Writer, organisationId: string): Promise<void> {
  await db
    .insert(needZCodes)
    .values(Z_CODES.map(([code, title]) => zCodeRow(organisationId, code, title)))
    .onConflictDoNothing();
  await db
    .insert(needDomains)
    .values(DOMAINS.map(([key, name], sortOrder) => ({ id: randomUUID(), organisationId, key, name, sortOrder })))
    .onConflictDoNothing();
  const domainIds = await idsByKey(db, needDomains, organisationId);
  await db
    .insert(needCategories)
    .values(
      CATEGORIES.map(([key, name, domain], sortOrder) => ({
        id: randomUUID(),
        organisationId,
        domainId: domainIds.get(domain)!,
        key,
        name,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(needActivities)
    .values(
      ACTIVITIES.map(([key, name, defaultMinutes, icon, overview], sortOrder) => ({
        id: randomUUID(),
        organisationId,
        key,
        name,
        defaultMinutes,
        icon,
        overview,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
  const categoryIds = await idsByKey(db, needCategories, organisationId);
  const activityIds = await idsByKey(db, needActivities, organisationId);
  await db
    .insert(needIssues)
    .values(
      ISSUES.map((issue, sortOrder) => ({
        id: randomUUID(),
        organisationId,
        categoryId: categoryIds.get(issue.category)!,
        key: issue.key,
        label: issue.label,
        zCode: issue.zCode,
        defaultTimeFrameDays: issue.days,
        tags: issue.tags,
        activityIds: issue.activities.map((key) => activityIds.get(key)!),
        overview: issue.overview,
        needRequiresAction: issue.requiresAction ?? false,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
}

async function idsByKey(
  db: Writer,
  table: typeof needDomains | typeof needCategories | typeof needActivities,
  organisationId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: table.id, key: table.key })
    .from(table)
    .where(eq(table.organisationId, organisationId));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** For tests and the demo: the catalogue's keys. */
export const NEED_CATALOGUE_KEYS = {
  issues: ISSUES.map((issue) => issue.key),
  activities: ACTIVITIES.map(([key]) => key),
  zCodes: Z_CODES.map(([code]) => code),
} as const;
