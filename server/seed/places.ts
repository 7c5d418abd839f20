/** Real US cities (approximate centre coordinates, real area codes and ZIP codes), streets and hospitals. */
import type { Rng } from './random.ts';

export interface City {
  name: string;
  state: string;
  lat: number;
  lon: number;
  timeZone: string;
  /** Standard-time offset from UTC in hours; used to place events in local business hours. */
  utcOffset: number;
  areaCodes: readonly string[];
  zips: readonly string[];
}

const c = (
  name: string,
  state: string,
  lat: number,
  lon: number,
  timeZone: string,
  utcOffset: number,
  areaCodes: string[],
  zips: string[],
): City => ({
  name,
  state,
  lat,
  lon,
  timeZone,
  utcOffset,
  areaCodes,
  zips,
});

const ET = 'America/New_York',
  CT = 'America/Chicago',
  MT = 'America/Denver',
  PT = 'America/Los_Angeles';

export const CITIES: readonly City[] = [
  c(
    'Chicago',
    'IL',
    41.8781,
    -87.6298,
    CT,
    -6,
    ['312', '773', '872'],
    ['60608', '60609', '60614', '60617', '60618', '60623', '60629', '60639', '60647'],
  ),
  c('Cicero', 'IL', 41.8456, -87.7539, CT, -6, ['708'], ['60804']),
  c('Gary', 'IN', 41.5934, -87.3464, CT, -6, ['219'], ['46402', '46403', '46404', '46407']),
  c('Milwaukee', 'WI', 43.0389, -87.9065, CT, -6, ['414'], ['53204', '53206', '53208', '53215']),
  c('Houston', 'TX', 29.7604, -95.3698, CT, -6, ['713', '832', '281'], ['77002', '77011', '77023', '77036', '77081']),
  c('San Antonio', 'TX', 29.4241, -98.4936, CT, -6, ['210'], ['78201', '78207', '78210', '78228', '78237']),
  c('Dallas', 'TX', 32.7767, -96.797, CT, -6, ['214', '469', '972'], ['75203', '75211', '75216', '75228']),
  c('El Paso', 'TX', 31.7619, -106.485, MT, -7, ['915'], ['79901', '79903', '79905', '79924']),
  c(
    'Phoenix',
    'AZ',
    33.4484,
    -112.074,
    'America/Phoenix',
    -7,
    ['602', '480'],
    ['85003', '85006', '85008', '85009', '85015'],
  ),
  c('Tucson', 'AZ', 32.2226, -110.9747, 'America/Phoenix', -7, ['520'], ['85705', '85706', '85713', '85719']),
  c('Albuquerque', 'NM', 35.0844, -106.6504, MT, -7, ['505'], ['87102', '87105', '87108', '87121']),
  c('Denver', 'CO', 39.7392, -104.9903, MT, -7, ['303', '720'], ['80204', '80205', '80219', '80223']),
  c('Los Angeles', 'CA', 34.0522, -118.2437, PT, -8, ['213', '323'], ['90011', '90016', '90022', '90033', '90044']),
  c('San Diego', 'CA', 32.7157, -117.1611, PT, -8, ['619', '858'], ['92101', '92105', '92113', '92114']),
  c('Fresno', 'CA', 36.7378, -119.7871, PT, -8, ['559'], ['93701', '93702', '93706', '93727']),
  c('Oakland', 'CA', 37.8044, -122.2712, PT, -8, ['510'], ['94601', '94603', '94606', '94621']),
  c('Las Vegas', 'NV', 36.1699, -115.1398, PT, -8, ['702', '725'], ['89101', '89104', '89110', '89115']),
  c('New York', 'NY', 40.7128, -74.006, ET, -5, ['212', '646', '718'], ['10002', '10025', '10029', '10032', '10035']),
  c('Newark', 'NJ', 40.7357, -74.1724, ET, -5, ['973', '862'], ['07103', '07104', '07106', '07108']),
  c('Philadelphia', 'PA', 39.9526, -75.1652, ET, -5, ['215', '267'], ['19104', '19120', '19124', '19134', '19143']),
  c('Baltimore', 'MD', 39.2904, -76.6122, ET, -5, ['410', '443'], ['21205', '21213', '21215', '21217', '21223']),
  c('Miami', 'FL', 25.7617, -80.1918, ET, -5, ['305', '786'], ['33125', '33127', '33135', '33142', '33147']),
  c('Atlanta', 'GA', 33.749, -84.388, ET, -5, ['404', '470'], ['30310', '30314', '30315', '30318']),
  c('Charlotte', 'NC', 35.2271, -80.8431, ET, -5, ['704', '980'], ['28205', '28206', '28208', '28212']),
  c('Detroit', 'MI', 42.3314, -83.0458, 'America/Detroit', -5, ['313'], ['48204', '48205', '48209', '48210', '48227']),
  c('Cleveland', 'OH', 41.4993, -81.6944, ET, -5, ['216'], ['44102', '44105', '44108', '44109']),
  c('Columbus', 'OH', 39.9612, -82.9988, ET, -5, ['614', '380'], ['43203', '43205', '43206', '43207', '43211']),
  c(
    'Indianapolis',
    'IN',
    39.7684,
    -86.1581,
    'America/Indiana/Indianapolis',
    -5,
    ['317'],
    ['46201', '46203', '46218', '46222'],
  ),
  c('St. Louis', 'MO', 38.627, -90.1994, CT, -6, ['314'], ['63106', '63107', '63115', '63118']),
  c('Memphis', 'TN', 35.1495, -90.049, CT, -6, ['901'], ['38106', '38109', '38114', '38127']),
  c('New Orleans', 'LA', 29.9511, -90.0715, CT, -6, ['504'], ['70112', '70117', '70119', '70126']),
];

export function cityNamed(name: string, state: string): City {
  const city = CITIES.find((x) => x.name === name && x.state === state);
  if (!city) throw new Error(`unknown city ${name}, ${state}`);
  return city;
}

export const cityLabel = (city: City) => `${city.name}, ${city.state}`;

/** The organisation is Chicago-based, so a third of guides work there; the rest spread evenly. */
export function randomGuideCity(rng: Rng): City {
  return rng.chance(0.3) ? (CITIES[0] as City) : rng.pick(CITIES);
}

const STREETS = [
  'Maple',
  'Oak',
  'Cedar',
  'Elm',
  'Pine',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Jackson',
  'Franklin',
  'Monroe',
  'Park',
  'Lake',
  'Hill',
  'Ridge',
  'Spring',
  'Church',
  'Highland',
  'Sunset',
  'Garfield',
  'Grant',
  'Harrison',
  'Cleveland',
  'Pulaski',
  'Kedzie',
  'Cermak',
  'Halsted',
  'Ashland',
  'Western',
  'California',
  'Central',
  'Division',
  'Chestnut',
  'Walnut',
  'Magnolia',
  'Willow',
  'Sycamore',
  'Dogwood',
  'Hickory',
  'Birch',
  'Poplar',
  'Mesa',
  'Alameda',
  'Vista',
  'Rio Grande',
  'Martin Luther King Jr',
  'Cesar Chavez',
  'Kingston',
  'Belmont',
  'Fairview',
  'Prospect',
  'Riverside',
  'Lakeview',
  'Orchard',
];
const SUFFIXES = ['St', 'St', 'Ave', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln', 'Ct', 'Pl', 'Way'];

export interface StreetAddress {
  line1: string;
  line2: string | null;
  zip: string;
  latitude: number;
  longitude: number;
}

/** A plausible street address in the city, with coordinates jittered up to ~5 km from the centre. */
export function randomAddress(rng: Rng, city: City): StreetAddress {
  const direction = rng.chance(0.35) ? `${rng.pick(['N', 'S', 'E', 'W'])} ` : '';
  const line1 = `${rng.int(100, 9899)} ${direction}${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}`;
  const line2 = rng.chance(0.3)
    ? rng.pick([
        `Apt ${rng.int(1, 30)}${rng.pick(['A', 'B', 'C', 'D'])}`,
        `Unit ${rng.int(100, 999)}`,
        `# ${rng.int(1, 12)}`,
      ])
    : null;
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    line1,
    line2,
    zip: rng.pick(city.zips),
    latitude: round(city.lat + (rng.next() - 0.5) * 0.09),
    longitude: round(city.lon + (rng.next() - 0.5) * 0.11),
  };
}

/** '+1' and ten digits with a real area code of the city; exchanges avoid the reserved 555. */
export function randomPhone(rng: Rng, city: City): string {
  let exchange = rng.int(201, 989);
  if (exchange === 555) exchange = 556;
  return `+1${rng.pick(city.areaCodes)}${exchange}${rng.digits(4)}`;
}

const HOSPITAL_NAMES = [
  'Mercy Hospital',
  'St. Joseph Medical Center',
  'Memorial Hospital',
  'University Medical Center',
  'Good Samaritan Hospital',
  'Community General Hospital',
  'Providence Hospital',
  'Sacred Heart Hospital',
  'County General Hospital',
  'Holy Cross Hospital',
  'Regional Medical Center',
  "St. Mary's Hospital",
  'Methodist Hospital',
  'Baptist Medical Center',
  'Veterans Memorial Hospital',
];

export function randomHospital(rng: Rng, city: City): { hospital: string; hospitalInfo: Record<string, string> } {
  return {
    hospital: `${city.name} ${rng.pick(HOSPITAL_NAMES)}`,
    hospitalInfo: { city: city.name, state: city.state, phone: randomPhone(rng, city) },
  };
}
