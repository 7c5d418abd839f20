/**
 * The resource hub (spec part 2 sections 2, 3, 7): community programs searched by customer, zip
 * code, terms and service tags. The service tags follow the Open Eligibility taxonomy (Open
 * Referral's public human-services taxonomy, the one 211 directories and findhelp map to): a tag
 * belongs to one of its top-level categories. Tags travel by key; their English names are the
 * taxonomy's, and the portal words the keys it knows in the reader's language.
 */
import { type } from 'arktype';
import { booleanString, commaList, integerString, uuid } from './api/params.ts';

export const SERVICE_CATEGORIES = [
  'emergency',
  'food',
  'housing',
  'goods',
  'transit',
  'health',
  'money',
  'care',
  'education',
  'work',
  'legal',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export interface ServiceTag {
  key: string;
  category: ServiceCategory;
  /** The taxonomy's English name. */
  name: string;
}

const tag = (category: ServiceCategory, key: string, name: string): ServiceTag => ({ key, category, name });

/** The hub's tags: a subset of Open Eligibility's second level, the services the seeded programs offer. */
export const SERVICE_TAGS: readonly ServiceTag[] = [
  tag('emergency', 'emergency-food', 'Emergency Food'),
  tag('emergency', 'emergency-shelter', 'Emergency Shelter'),
  tag('emergency', 'crisis-hotline', 'Crisis Hotline'),
  tag('emergency', 'disaster-response', 'Disaster Response'),
  tag('food', 'food-pantry', 'Food Pantry'),
  tag('food', 'meals', 'Meals'),
  tag('food', 'food-delivery', 'Food Delivery'),
  tag('food', 'help-pay-for-food', 'Help Pay for Food'),
  tag('food', 'nutrition-education', 'Nutrition Education'),
  tag('housing', 'help-find-housing', 'Help Find Housing'),
  tag('housing', 'help-pay-for-housing', 'Help Pay for Housing'),
  tag('housing', 'help-pay-for-utilities', 'Help Pay for Utilities'),
  tag('housing', 'home-repairs', 'Maintenance & Repairs'),
  tag('housing', 'temporary-shelter', 'Temporary Shelter'),
  tag('goods', 'clothing', 'Clothing'),
  tag('goods', 'baby-supplies', 'Baby Supplies'),
  tag('goods', 'medical-supplies', 'Medical Supplies'),
  tag('goods', 'home-goods', 'Home Goods'),
  tag('transit', 'transportation-for-healthcare', 'Transportation for Healthcare'),
  tag('transit', 'help-pay-for-transit', 'Help Pay for Transit'),
  tag('transit', 'bus-passes', 'Bus Passes'),
  tag('health', 'medical-care', 'Medical Care'),
  tag('health', 'dental-care', 'Dental Care'),
  tag('health', 'mental-health-care', 'Mental Health Care'),
  tag('health', 'addiction-recovery', 'Addiction & Recovery'),
  tag('health', 'prescription-assistance', 'Prescription Assistance'),
  tag('money', 'government-benefits', 'Government Benefits'),
  tag('money', 'tax-preparation', 'Tax Preparation'),
  tag('money', 'financial-education', 'Financial Education'),
  tag('care', 'support-groups', 'Support Groups'),
  tag('care', 'companionship', 'Companionship'),
  tag('care', 'adult-daycare', 'Adult Daycare'),
  tag('care', 'in-home-support', 'In-Home Support'),
  tag('care', 'childcare', 'Childcare'),
  tag('education', 'adult-education', 'Adult Education'),
  tag('education', 'computer-classes', 'Computer Classes'),
  tag('work', 'help-find-work', 'Help Find Work'),
  tag('work', 'job-training', 'Job Training'),
  tag('legal', 'legal-aid', 'Advocacy & Legal Aid'),
  tag('legal', 'immigration-help', 'Immigration Help'),
];

export const SERVICE_TAG_KEYS = SERVICE_TAGS.map((t) => t.key);
const TAGS_BY_KEY = new Map(SERVICE_TAGS.map((t) => [t.key, t]));
export const serviceTagOf = (key: string): ServiceTag | undefined => TAGS_BY_KEY.get(key);

export const RESOURCE_SEARCH_LIMITS = {
  /** Characters of the terms box. */
  terms: 200,
  /** Words of the terms that count (the rest are ignored). */
  words: 8,
  /** Characters of one word. */
  wordLength: 40,
  tags: 20,
  pageSize: 25,
  maxPageSize: 100,
} as const;

export const zipcodeSchema = type(/^\d{5}$/);

/** `GET /resourcing/hub/search`: every field optional; terms trimmed, tags comma-joined keys of the taxonomy; pages of at most 100. */
export const resourceSearchQuery = type({
  'page-start?': integerString.to('0 <= number <= 100000'),
  'page-size?': integerString.to(`1 <= number <= ${RESOURCE_SEARCH_LIMITS.maxPageSize}`),
  'includeCount?': booleanString,
  'clientId?': uuid,
  'zipcode?': zipcodeSchema,
  'terms?': type('string')
    .pipe((v) => v.trim())
    .to(`string <= ${RESOURCE_SEARCH_LIMITS.terms}`),
  'serviceTags?': commaList.to(
    type
      .enumerated(...SERVICE_TAG_KEYS)
      .array()
      .atMostLength(RESOURCE_SEARCH_LIMITS.tags),
  ),
});
export type ResourceSearchQuery = typeof resourceSearchQuery.infer;

export const resourceProgramParams = type({ resourceId: uuid });

/**
 * The words of a search that count, for a prefix full-text query: lower case, letters and digits
 * only (so nothing reaches the text-search parser as an operator), at most 8 words of 40 characters.
 *
 * Apostrophes join their word ("pantry's" is one word), accents fold ("nutrición" finds "nutricion").
 *
 * @example searchWords("Food  pantry's & meals!") // ['food', 'pantrys', 'meals']
 */
export function searchWords(terms: string | undefined): string[] {
  if (!terms) return [];
  return (
    terms
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f'’]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  )
    .slice(0, RESOURCE_SEARCH_LIMITS.words)
    .map((word) => word.slice(0, RESOURCE_SEARCH_LIMITS.wordLength));
}

/** The tsquery text for `to_tsquery`: every word must match, each as a prefix (a typeahead's last word is half typed). */
export function prefixQueryText(words: readonly string[]): string | null {
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
