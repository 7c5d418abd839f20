/**
 * The demo's local resource directory: community programs in every city the demo members live in
 * (so a search by any member's zip code finds programs near them), plus the national hotlines
 * every zip code is served by. Programs follow the kinds a city's 211 directory lists, tagged
 * with the hub's Open Eligibility tags. Names, streets and phone numbers are made up (exchange
 * 555-01xx, the range reserved for fiction; web addresses under example.org), except the
 * national lines, which are the real public numbers.
 *
 * Deterministic: the same seed gives the same programs; ids come from the seeded stream, and a
 * program is keyed by its directory id, so seeding again updates the rows in place.
 */
import { sql } from 'drizzle-orm';
import { serviceTagOf, SERVICE_CATEGORIES, type ServiceCategory } from '../../domain/index.ts';
import type { Tx } from '../db/connect.ts';
import { resourcePrograms, SERVES_EVERY_ZIPCODE } from '../db/schema/index.ts';
import { CITIES, randomAddress, type City } from './places.ts';
import { rngFor, type Rng } from './random.ts';

type ProgramRow = typeof resourcePrograms.$inferInsert;

interface ProgramTemplate {
  slug: string;
  /** The program's name; `{area}` is a part of town, `{city}` the city. */
  name: string;
  provider: string;
  description: string;
  tags: string[];
  hours: string;
  eligibility: string | null;
  /** Serves the whole city (else its own zip code and one neighbour). */
  cityWide: boolean;
  spanish: boolean;
}

const AREAS = [
  'Eastside',
  'Westside',
  'Northside',
  'Southside',
  'Downtown',
  'Riverside',
  'Lakeview',
  'Midtown',
  'Parkside',
  'Hillcrest',
] as const;

const TEMPLATES: readonly ProgramTemplate[] = [
  {
    slug: 'food-pantry',
    name: '{area} Community Food Pantry',
    provider: '{area} Neighbors United',
    description:
      'Free groceries once a week: fresh produce, canned goods, bread and dairy. Choice pantry, no appointment needed. Bring a bag.',
    tags: ['food-pantry', 'emergency-food'],
    hours: 'Tue and Thu 10am-2pm, Sat 9am-12pm',
    eligibility: 'Residents of the service area; no income documents required.',
    cityWide: false,
    spanish: true,
  },
  {
    slug: 'meals-on-wheels',
    name: 'Meals on Wheels {city}',
    provider: '{city} Senior Services',
    description:
      'Hot, nutritious meals delivered at home on weekdays to older adults and people with disabilities who cannot shop or cook. A friendly safety check with every delivery.',
    tags: ['meals', 'food-delivery', 'companionship'],
    hours: 'Mon-Fri 8am-4:30pm',
    eligibility: 'Age 60 or older, or homebound with a disability.',
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'snap-help',
    name: 'SNAP Application Help',
    provider: '{city} Hunger Coalition',
    description:
      'Benefits counselors help complete and submit SNAP (food stamps) and WIC applications, gather documents and prepare for the interview.',
    tags: ['help-pay-for-food', 'government-benefits'],
    hours: 'Mon-Fri 9am-5pm',
    eligibility: null,
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'community-kitchen',
    name: '{area} Community Kitchen',
    provider: 'St. Vincent Outreach',
    description: 'Free hot lunch every day, open to everyone. Nutrition classes on the first Monday of the month.',
    tags: ['meals', 'nutrition-education'],
    hours: 'Daily 11:30am-1pm',
    eligibility: 'Open to all.',
    cityWide: false,
    spanish: false,
  },
  {
    slug: 'rental-assistance',
    name: 'Emergency Rental Assistance',
    provider: '{city} Housing Partnership',
    description:
      'One-time help with past-due rent or a security deposit to prevent eviction, with housing counseling and landlord mediation.',
    tags: ['help-pay-for-housing', 'help-find-housing'],
    hours: 'Mon-Fri 9am-5pm',
    eligibility: 'Household income at or below 80% of area median; eviction notice or past-due balance.',
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'utility-assistance',
    name: 'Energy Bill Assistance (LIHEAP)',
    provider: '{city} Community Action Agency',
    description:
      'Help paying heating and cooling bills, and reconnection of shut-off gas or electric service. Weatherization referrals.',
    tags: ['help-pay-for-utilities', 'government-benefits'],
    hours: 'Mon-Fri 8:30am-4pm',
    eligibility: 'Household income at or below 150% of the federal poverty level.',
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'shelter',
    name: '{area} Family Shelter',
    provider: 'Salvation Outreach of {city}',
    description:
      'Emergency overnight shelter for families and single adults, with meals, showers and case management toward stable housing.',
    tags: ['emergency-shelter', 'temporary-shelter'],
    hours: 'Intake daily 4pm-8pm',
    eligibility: null,
    cityWide: true,
    spanish: false,
  },
  {
    slug: 'home-repair',
    name: 'Senior Home Repair Program',
    provider: 'Rebuilding Together {city}',
    description:
      'Free safety repairs and accessibility changes for older homeowners: grab bars, ramps, railings, roof and furnace repairs.',
    tags: ['home-repairs'],
    hours: 'Mon-Fri 9am-4pm',
    eligibility: 'Homeowners aged 62 or older with limited income.',
    cityWide: true,
    spanish: false,
  },
  {
    slug: 'medical-rides',
    name: 'Rides to Medical Appointments',
    provider: '{city} Volunteer Drivers',
    description:
      'Free door-to-door rides to doctor, dialysis and pharmacy visits by vetted volunteer drivers. Book three business days ahead.',
    tags: ['transportation-for-healthcare'],
    hours: 'Scheduling Mon-Fri 8am-3pm',
    eligibility: 'Adults 60+ or with a disability who cannot use transit.',
    cityWide: true,
    spanish: false,
  },
  {
    slug: 'transit-passes',
    name: 'Reduced Fare Transit Passes',
    provider: '{city} Regional Transit',
    description:
      'Half-price and free bus and rail passes for seniors, people with disabilities and low-income riders. Apply in person with an ID.',
    tags: ['bus-passes', 'help-pay-for-transit'],
    hours: 'Mon-Fri 7am-6pm',
    eligibility: null,
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'health-center',
    name: '{area} Community Health Center',
    provider: '{area} Family Health',
    description:
      'Federally qualified health center: primary care, dental care and behavioral health on a sliding fee scale. Walk-ins welcome in the morning.',
    tags: ['medical-care', 'dental-care', 'mental-health-care'],
    hours: 'Mon-Fri 8am-7pm, Sat 9am-1pm',
    eligibility: 'Everyone; fees based on income; uninsured welcome.',
    cityWide: false,
    spanish: true,
  },
  {
    slug: 'counseling',
    name: 'Counseling and Support Groups',
    provider: '{city} Mental Health Alliance',
    description:
      'Individual counseling, grief and caregiver support groups, and peer support for depression and anxiety. Telehealth available.',
    tags: ['mental-health-care', 'support-groups'],
    hours: 'Mon-Thu 9am-8pm, Fri 9am-5pm',
    eligibility: null,
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'recovery',
    name: 'Recovery Support Services',
    provider: '{city} Recovery Network',
    description: 'Outpatient treatment for alcohol and drug use, medication-assisted treatment, and recovery coaching.',
    tags: ['addiction-recovery'],
    hours: 'Mon-Sat 7am-7pm',
    eligibility: null,
    cityWide: true,
    spanish: false,
  },
  {
    slug: 'senior-center',
    name: '{area} Senior Center',
    provider: '{city} Department of Aging',
    description:
      'Daytime activities, exercise classes, friendly visitors and phone check-ins to ease loneliness and social isolation. Lunch served daily.',
    tags: ['companionship', 'adult-daycare', 'meals'],
    hours: 'Mon-Fri 8:30am-4pm',
    eligibility: 'Adults 60 and older.',
    cityWide: false,
    spanish: true,
  },
  {
    slug: 'in-home-care',
    name: 'In-Home Support Services',
    provider: '{city} Area Agency on Aging',
    description:
      'Homemaker help, personal care and respite for family caregivers so older adults can keep living at home.',
    tags: ['in-home-support', 'companionship'],
    hours: 'Mon-Fri 8am-5pm',
    eligibility: 'Adults 60+ assessed as needing help with daily activities.',
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'clothing',
    name: '{area} Clothing Closet',
    provider: 'Hand in Hand Ministries',
    description: 'Free clothing, shoes, coats and baby supplies. Household items when available.',
    tags: ['clothing', 'baby-supplies', 'home-goods'],
    hours: 'Wed 10am-3pm, Sat 10am-1pm',
    eligibility: null,
    cityWide: false,
    spanish: false,
  },
  {
    slug: 'medical-equipment',
    name: 'Medical Equipment Loan Closet',
    provider: '{city} Independent Living Center',
    description:
      'Free loans of wheelchairs, walkers, shower chairs and hospital beds, and help applying for assistive technology.',
    tags: ['medical-supplies'],
    hours: 'Mon-Fri 10am-4pm',
    eligibility: null,
    cityWide: true,
    spanish: false,
  },
  {
    slug: 'tax-help',
    name: 'Free Tax Preparation (VITA)',
    provider: '{city} Financial Empowerment Center',
    description:
      'Free tax filing by IRS-certified volunteers, one-on-one financial coaching and help opening a bank account.',
    tags: ['tax-preparation', 'financial-education'],
    hours: 'Jan-Apr: Mon-Sat 9am-6pm',
    eligibility: 'Household income under $67,000.',
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'jobs',
    name: 'Job Training and Placement',
    provider: '{city} Workforce Center',
    description:
      'Career counseling, resume help, computer classes, GED preparation and short job training programs with placement.',
    tags: ['help-find-work', 'job-training', 'computer-classes', 'adult-education'],
    hours: 'Mon-Fri 8:30am-5pm',
    eligibility: null,
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'legal-aid',
    name: 'Legal Aid Clinic',
    provider: '{city} Legal Aid Society',
    description:
      'Free civil legal help with evictions, public benefits denials, debt collection, immigration and family matters.',
    tags: ['legal-aid', 'immigration-help'],
    hours: 'Mon-Fri 9am-5pm; walk-in Tue 1pm-4pm',
    eligibility: 'Household income at or below 200% of the federal poverty level.',
    cityWide: true,
    spanish: true,
  },
  {
    slug: 'childcare',
    name: 'Child Care Assistance',
    provider: '{city} Early Learning Council',
    description: 'Help finding licensed child care and paying for it through the state child care assistance program.',
    tags: ['childcare', 'government-benefits'],
    hours: 'Mon-Fri 8am-5pm',
    eligibility: 'Working parents or parents in school with limited income.',
    cityWide: true,
    spanish: true,
  },
];

/** Real national services: they serve every zip code. */
const NATIONAL: readonly (Omit<ProgramTemplate, 'cityWide' | 'spanish' | 'name' | 'provider'> & {
  name: string;
  provider: string;
  phone: string;
  url: string;
})[] = [
  {
    slug: 'national-988',
    name: '988 Suicide & Crisis Lifeline',
    provider: 'Substance Abuse and Mental Health Services Administration',
    description:
      'Free, confidential support for people in distress, by call or text to 988, any time. Spanish and interpreters available.',
    tags: ['crisis-hotline', 'mental-health-care'],
    hours: '24 hours, 7 days',
    eligibility: null,
    phone: '988',
    url: 'https://988lifeline.org',
  },
  {
    slug: 'national-211',
    name: '211 Helpline',
    provider: 'United Way',
    description: 'Call 211 to be connected with local help for food, housing, utilities, transportation and more.',
    tags: ['crisis-hotline', 'help-find-housing', 'emergency-food'],
    hours: '24 hours, 7 days',
    eligibility: null,
    phone: '211',
    url: 'https://www.211.org',
  },
  {
    slug: 'national-eldercare',
    name: 'Eldercare Locator',
    provider: 'U.S. Administration for Community Living',
    description:
      'Finds local services for older adults and their caregivers: meals, rides, in-home help and benefits counseling.',
    tags: ['in-home-support', 'transportation-for-healthcare', 'meals'],
    hours: 'Mon-Fri 9am-8pm Eastern',
    eligibility: null,
    phone: '+18006771116',
    url: 'https://eldercare.acl.gov',
  },
  {
    slug: 'national-lifeline-phone',
    name: 'Lifeline Phone and Internet Discount',
    provider: 'Universal Service Administrative Company',
    description: 'A monthly discount on phone or internet service for households in SNAP, Medicaid or with low income.',
    tags: ['government-benefits'],
    hours: 'Mon-Fri 9am-9pm Eastern',
    eligibility: 'Household in SNAP, Medicaid, SSI or with income at or below 135% of the poverty level.',
    phone: '+18002343557',
    url: 'https://www.lifelinesupport.org',
  },
];

const SPANISH_NOTE = ' Se habla español.';

const fill = (text: string, city: City, area: string) =>
  text.replaceAll('{city}', city.name).replaceAll('{area}', area);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The tags' and their categories' names: what the search vector indexes for the tags. */
export function keywordsOf(tags: readonly string[]): string {
  const categories = new Set<ServiceCategory>();
  const names = tags.map((key) => {
    const tag = serviceTagOf(key);
    if (tag) categories.add(tag.category);
    return tag?.name ?? key;
  });
  return [...names, ...[...categories].filter((c) => SERVICE_CATEGORIES.includes(c))].join(' ');
}

function cityProgram(
  rng: Rng,
  organisationId: string,
  city: City,
  template: ProgramTemplate,
  index: number,
): ProgramRow {
  const area = rng.pick(AREAS);
  const address = randomAddress(rng, city);
  const neighbour = city.zips[(city.zips.indexOf(address.zip) + 1) % city.zips.length] ?? address.zip;
  const name = fill(template.name, city, area);
  return {
    id: rng.uuid(),
    organisationId,
    clientId: null,
    directoryId: `local-${slugOf(`${city.name}-${city.state}`)}-${template.slug}-${index}`,
    name,
    providerName: fill(template.provider, city, area),
    description: template.description + (template.spanish ? SPANISH_NOTE : ''),
    serviceTags: template.tags,
    keywords: keywordsOf(template.tags),
    phoneNumber: `+1${rng.pick(city.areaCodes)}55501${rng.digits(2)}`,
    url: `https://${slugOf(name)}.example.org`,
    streetAddress: address.line1,
    city: city.name,
    state: city.state,
    zipcode: address.zip,
    servedZipcodes: template.cityWide ? [...city.zips] : [...new Set([address.zip, neighbour])],
    nationwide: false,
    hours: template.hours,
    eligibility: template.eligibility,
    languages: template.spanish ? ['en', 'es'] : ['en'],
  };
}

/** Every demo city's programs (`perCity` templates each, all of them by default) and the national lines. */
export function resourceProgramRows(organisationId: string, seed: number, perCity = TEMPLATES.length): ProgramRow[] {
  const rows: ProgramRow[] = [];
  CITIES.forEach((city, cityIndex) => {
    const rng = rngFor(seed, 'resource-programs', cityIndex);
    for (let i = 0; i < perCity; i++)
      rows.push(cityProgram(rng, organisationId, city, TEMPLATES[i % TEMPLATES.length] as ProgramTemplate, i));
  });
  const rng = rngFor(seed, 'resource-programs', 'national');
  for (const line of NATIONAL) {
    rows.push({
      id: rng.uuid(),
      organisationId,
      clientId: null,
      directoryId: `local-${line.slug}`,
      name: line.name,
      providerName: line.provider,
      description: line.description,
      serviceTags: line.tags,
      keywords: keywordsOf(line.tags),
      phoneNumber: line.phone,
      url: line.url,
      streetAddress: null,
      city: null,
      state: null,
      zipcode: null,
      servedZipcodes: [SERVES_EVERY_ZIPCODE],
      nationwide: true,
      hours: line.hours,
      eligibility: line.eligibility,
      languages: ['en', 'es'],
    });
  }
  return rows;
}

/** Writes the demo directory into the organisation (in place when seeded before). */
export async function seedResourcePrograms(
  tx: Pick<Tx, 'insert'>,
  organisationId: string,
  seed: number,
): Promise<number> {
  const rows = resourceProgramRows(organisationId, seed);
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(resourcePrograms)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [resourcePrograms.organisationId, resourcePrograms.directoryId],
        set: {
          name: sql`excluded.name`,
          providerName: sql`excluded.provider_name`,
          description: sql`excluded.description`,
          serviceTags: sql`excluded.service_tags`,
          keywords: sql`excluded.keywords`,
          phoneNumber: sql`excluded.phone_number`,
          url: sql`excluded.url`,
          streetAddress: sql`excluded.street_address`,
          zipcode: sql`excluded.zipcode`,
          servedZipcodes: sql`excluded.served_zipcodes`,
          hours: sql`excluded.hours`,
          eligibility: sql`excluded.eligibility`,
          languages: sql`excluded.languages`,
          updatedAt: sql`now()`,
        },
      });
  }
  return rows.length;
}
