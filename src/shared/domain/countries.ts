// §9 country-to-flag map. Teams store a country name in location and players in nationality; PandaScore
// sends ISO 3166-1 alpha-2 codes, turned into these names at sync time. The flag emoji is derived from
// the code, so the names and the flags cannot drift apart.
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  // Americas
  US: 'United States',
  CA: 'Canada',
  MX: 'Mexico',
  BR: 'Brazil',
  AR: 'Argentina',
  CL: 'Chile',
  PE: 'Peru',
  CO: 'Colombia',
  UY: 'Uruguay',
  VE: 'Venezuela',
  // Europe
  GB: 'United Kingdom',
  IE: 'Ireland',
  FR: 'France',
  DE: 'Germany',
  NL: 'Netherlands',
  BE: 'Belgium',
  LU: 'Luxembourg',
  DK: 'Denmark',
  SE: 'Sweden',
  NO: 'Norway',
  FI: 'Finland',
  IS: 'Iceland',
  PL: 'Poland',
  CZ: 'Czech Republic',
  SK: 'Slovakia',
  UA: 'Ukraine',
  RU: 'Russia',
  BY: 'Belarus',
  EE: 'Estonia',
  LV: 'Latvia',
  LT: 'Lithuania',
  RO: 'Romania',
  MD: 'Moldova',
  BG: 'Bulgaria',
  RS: 'Serbia',
  HR: 'Croatia',
  BA: 'Bosnia and Herzegovina',
  SI: 'Slovenia',
  ME: 'Montenegro',
  MK: 'North Macedonia',
  AL: 'Albania',
  GR: 'Greece',
  CY: 'Cyprus',
  HU: 'Hungary',
  AT: 'Austria',
  CH: 'Switzerland',
  IT: 'Italy',
  ES: 'Spain',
  PT: 'Portugal',
  // Caucasus, Central Asia, Middle East, Africa
  TR: 'Turkey',
  GE: 'Georgia',
  AM: 'Armenia',
  AZ: 'Azerbaijan',
  KZ: 'Kazakhstan',
  UZ: 'Uzbekistan',
  KG: 'Kyrgyzstan',
  MN: 'Mongolia',
  IL: 'Israel',
  SA: 'Saudi Arabia',
  AE: 'United Arab Emirates',
  QA: 'Qatar',
  KW: 'Kuwait',
  JO: 'Jordan',
  LB: 'Lebanon',
  IR: 'Iran',
  EG: 'Egypt',
  MA: 'Morocco',
  TN: 'Tunisia',
  ZA: 'South Africa',
  // Asia-Pacific
  CN: 'China',
  KR: 'South Korea',
  JP: 'Japan',
  TW: 'Taiwan',
  HK: 'Hong Kong',
  MO: 'Macau',
  VN: 'Vietnam',
  TH: 'Thailand',
  PH: 'Philippines',
  ID: 'Indonesia',
  MY: 'Malaysia',
  SG: 'Singapore',
  KH: 'Cambodia',
  IN: 'India',
  PK: 'Pakistan',
  BD: 'Bangladesh',
  AU: 'Australia',
  NZ: 'New Zealand',
}

// Other spellings of the same countries met in stored data and feeds.
const NAME_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  czechia: 'CZ',
  türkiye: 'TR',
  turkiye: 'TR',
  korea: 'KR',
  'republic of korea': 'KR',
  'korea, republic of': 'KR',
  'russian federation': 'RU',
  uae: 'AE',
  'viet nam': 'VN',
  'bosnia & herzegovina': 'BA',
  macao: 'MO',
}

const CODE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(COUNTRY_NAMES).map(([code, name]): [string, string] => [name.toLowerCase(), code]),
  ...Object.entries(NAME_ALIASES),
])

export const UNKNOWN_COUNTRY_FLAG = '🌍'

const REGIONAL_INDICATOR_A = 0x1f1e6

// Built once per known code (a few hundred at most): a directory of 100 teams or players asks for its flags
// on every read.
const FLAG_BY_CODE = new Map<string, string>()

function flagOfCode(code: string): string {
  let flag = FLAG_BY_CODE.get(code)
  if (flag === undefined) {
    flag = String.fromCodePoint(
      ...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
    )
    FLAG_BY_CODE.set(code, flag)
  }
  return flag
}

function codeOf(country: string): string | undefined {
  const text = country.trim()
  const upper = text.toUpperCase()
  if (COUNTRY_NAMES[upper]) return upper
  return CODE_BY_NAME.get(text.toLowerCase())
}

/** §2.10/§2.12 flag of a country name (or of a known alpha-2 code); the globe for an unknown or empty one. */
export function countryFlag(country: string | null | undefined): string {
  const code = country ? codeOf(country) : undefined
  return code ? flagOfCode(code) : UNKNOWN_COUNTRY_FLAG
}

/** The country name stored for a PandaScore ISO alpha-2 code ("DK" → "Denmark"); undefined when unknown. */
export function countryNameFromIso2(code: string | null | undefined): string | undefined {
  return code ? COUNTRY_NAMES[code.trim().toUpperCase()] : undefined
}

/** Every country name the flag map knows, for filters and tests. */
export const KNOWN_COUNTRY_NAMES: readonly string[] = Object.values(COUNTRY_NAMES)
