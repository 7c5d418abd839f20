/**
 * What a customer's feed says about a demo member (insurance, primary care, care team, hospitals,
 * extra feed fields) and the generated summary of most members. Drawn from a random stream of its
 * own per member, so adding it changed nothing else the seed makes.
 */
import type { GeneratedMemberSummary, MemberStatusKey, StandardMemberAttributes } from '../../domain/index.ts';
import type { City } from './places.ts';
import { randomPhone } from './places.ts';
import { rngFor } from './random.ts';

const PLANS = [
  'Blue Horizon Medicare Advantage',
  'CareFirst Dual Complete',
  'Sunrise Medicaid Plus',
  'Evergreen Community Health Plan',
  'Lakeside Senior Choice',
];
const PCP_FIRST = ['Amara', 'Daniel', 'Priya', 'Hector', 'Grace', 'Samuel', 'Lucia', 'Ethan'];
const PCP_LAST = ['Okafor', 'Reyes', 'Nguyen', 'Patel', 'Morales', 'Chen', 'Whitaker', 'Castillo'];
const STAFF_FIRST = ['Maria', 'James', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Rosa', 'Tom'];
const STAFF_LAST = ['Gomez', 'Turner', 'Brooks', 'Silva', 'Kim', 'Haddad', 'Ortiz', 'Bennett'];
const HOSPITALS = [
  'St. Mary Medical Center',
  'County General Hospital',
  'Mercy Regional',
  'University Hospital',
  'Riverside Community Hospital',
];
const PROGRAMS = [
  'Diabetes prevention',
  'Heart failure management',
  'Behavioral health',
  'Housing navigation',
  'Transportation benefit',
];

export interface SeededAttributes {
  standardMemberAttributes: StandardMemberAttributes;
  memberSummary: GeneratedMemberSummary | null;
}

export function memberAttributesFor(
  seed: number,
  index: number,
  member: { firstName: string; city: City; status: MemberStatusKey; now: number },
): SeededAttributes {
  const rng = rngFor(seed, 'member-attributes', index);
  const dual = rng.chance(0.35);
  const plan = rng.pick(PLANS);
  const effective = new Date(member.now - rng.int(60, 1500) * 86_400_000).toISOString().slice(0, 10);
  const pcpName = `Dr. ${rng.pick(PCP_FIRST)} ${rng.pick(PCP_LAST)}`;
  const hospitals = rng.chance(0.6) ? [rng.pick(HOSPITALS), ...(rng.chance(0.3) ? [rng.pick(HOSPITALS)] : [])] : [];
  const program = rng.pick(PROGRAMS);
  const attributes: StandardMemberAttributes = {
    dsnpFlag: dual,
    effectiveDate: effective,
    insurancePlanName: plan,
    subscriberId: `SUB${rng.int(10_000_000, 99_999_999)}`,
    medicareId:
      dual || rng.chance(0.5) ? `${rng.int(1, 9)}EG${rng.int(1, 9)}-TE${rng.int(1, 9)}-MK${rng.int(10, 99)}` : null,
    medicaidId: dual || rng.chance(0.3) ? `MCD${rng.int(1_000_000, 9_999_999)}` : null,
    pcpName,
    pcpAddressLine1: `${rng.int(100, 9999)} ${rng.pick(['Oak', 'Main', 'Lake', 'Park', 'Cedar'])} ${rng.pick(['St', 'Ave', 'Blvd'])}`,
    pcpAddressLine2: rng.chance(0.4) ? `Suite ${rng.int(100, 450)}` : null,
    pcpCity: member.city.name,
    pcpState: member.city.state,
    pcpZip: rng.pick(member.city.zips),
    pcpPhone: randomPhone(rng, member.city),
    careNavigator: rng.chance(0.7) ? `${rng.pick(STAFF_FIRST)} ${rng.pick(STAFF_LAST)}` : null,
    caseManager: rng.chance(0.5) ? `${rng.pick(STAFF_FIRST)} ${rng.pick(STAFF_LAST)}, RN` : null,
    hospitals,
    clientFeedData: [
      {
        field_section: 'personal_information',
        field_label: 'Preferred contact time',
        field_value: rng.pick(['Mornings', 'Afternoons', 'Evenings']),
        sort_order: 1,
      },
      { field_section: 'provider', field_label: 'Enrolled program', field_value: program, sort_order: 1 },
      {
        field_section: 'insurance',
        field_label: 'Plan tier',
        field_value: rng.pick(['Gold', 'Silver', 'Bronze']),
        sort_order: 1,
      },
      {
        field_section: 'insurance',
        field_label: 'Pharmacy benefit',
        field_value: rng.chance(0.8) ? 'Included' : 'Not included',
        sort_order: 2,
      },
    ],
  };
  const summary: GeneratedMemberSummary | null = rng.chance(0.8)
    ? {
        summary: [
          `${member.firstName} is enrolled in ${plan}${dual ? ' as a dual-eligible member' : ''}, with ${pcpName} as primary care provider.`,
          hospitals.length
            ? `Recent hospital contact at ${hospitals.join(' and ')}.`
            : 'No recent hospital stays are on record.',
          `Current status: ${member.status.replace(/-/g, ' ')}; enrolled in ${program.toLowerCase()}.`,
        ].join(' '),
        lastUpdated: new Date(member.now - rng.int(1, 30) * 86_400_000).toISOString(),
        summaryDataId: rng.uuid(),
      }
    : null;
  return { standardMemberAttributes: attributes, memberSummary: summary };
}
