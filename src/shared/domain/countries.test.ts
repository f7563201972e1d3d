import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTRY_NAMES, UNKNOWN_COUNTRY_FLAG, countryFlag, countryNameFromIso2 } from './countries'

const REQUIRED_CODES = (
  'US CA BR AR CL MX PE GB IE FR DE NL BE DK SE NO FI PL CZ SK UA RU BY KZ EE LV LT RO BG RS HR BA SI HU AT ' +
  'CH IT ES PT TR IL SA AE JO EG ZA CN KR JP TW HK MN VN TH PH ID MY SG AU NZ IN PK'
).split(' ')

describe('countryFlag (§9)', () => {
  it.each([
    ['Denmark', '🇩🇰'],
    ['United States', '🇺🇸'],
    ['South Korea', '🇰🇷'],
    ['Brazil', '🇧🇷'],
    ['United Kingdom', '🇬🇧'],
    ['Bosnia and Herzegovina', '🇧🇦'],
  ])('%s → %s', (name, flag) => {
    expect(countryFlag(name)).toBe(flag)
  })

  it('ignores case and surrounding whitespace', () => {
    expect(countryFlag('  denmark ')).toBe('🇩🇰')
    expect(countryFlag('SOUTH KOREA')).toBe('🇰🇷')
  })

  it('knows common alternative spellings', () => {
    expect(countryFlag('USA')).toBe('🇺🇸')
    expect(countryFlag('Czechia')).toBe('🇨🇿')
    expect(countryFlag('Türkiye')).toBe('🇹🇷')
  })

  it('accepts a known alpha-2 code too', () => {
    expect(countryFlag('dk')).toBe('🇩🇰')
    expect(countryFlag('SE')).toBe('🇸🇪')
  })

  it('gives the globe for an unknown or empty country', () => {
    expect(UNKNOWN_COUNTRY_FLAG).toBe('🌍')
    expect(countryFlag('Atlantis')).toBe('🌍')
    expect(countryFlag('EU')).toBe('🌍')
    expect(countryFlag('')).toBe('🌍')
    expect(countryFlag(null)).toBe('🌍')
  })

  it('has a flag for about 57 countries or more, every one a two-letter flag', () => {
    expect(KNOWN_COUNTRY_NAMES.length).toBeGreaterThanOrEqual(57)
    for (const name of KNOWN_COUNTRY_NAMES) {
      expect([...countryFlag(name)]).toHaveLength(2)
      expect(countryFlag(name)).not.toBe('🌍')
    }
  })
})

describe('countryNameFromIso2', () => {
  it('maps PandaScore codes to stored names', () => {
    expect(countryNameFromIso2('DK')).toBe('Denmark')
    expect(countryNameFromIso2('US')).toBe('United States')
    expect(countryNameFromIso2('KR')).toBe('South Korea')
    expect(countryNameFromIso2('br')).toBe('Brazil')
  })

  it.each(REQUIRED_CODES)('knows %s', (code) => {
    const name = countryNameFromIso2(code)
    expect(name).toBeDefined()
    expect(countryFlag(name)).not.toBe('🌍')
  })

  it('gives undefined for an unknown or empty code', () => {
    expect(countryNameFromIso2('XX')).toBeUndefined()
    expect(countryNameFromIso2('')).toBeUndefined()
    expect(countryNameFromIso2(null)).toBeUndefined()
  })
})
