import { describe, expect, it } from 'vitest'
import { defaultPoolMax } from './db/pool-size'
import { EnvError, parseEnv } from './env'

describe('settings', () => {
  it('has a default for every setting', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('127.0.0.1')
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SEED_DEMO).toBe(true)
    expect(env.SITE_URL).toBe('http://127.0.0.1:3000')
    expect(env.FEED_SCHEDULE).toBe('*/30 * * * *')
    expect(env.LOG_LEVEL).toBe('info')
    expect(env.SHUTDOWN_GRACE_MS).toBe(10_000)
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(10_000)
    expect(env.DATABASE_POOL_MAX).toBe(defaultPoolMax())
    expect(env.site).toEqual({
      brand: 'BO5',
      personaName: 'Nova Reyes',
      personaSlug: 'nova-reyes',
      newsroomName: 'BO5 Newsroom',
      contactEmail: null,
      socialHandle: 'bo5esports',
      siteUrl: 'http://127.0.0.1:3000',
    })
  })

  it('leaves the contact address unset when CONTACT_EMAIL is missing or blank, rather than a placeholder', () => {
    expect(parseEnv({}).site.contactEmail).toBeNull()
    expect(parseEnv({ CONTACT_EMAIL: '  ' }).site.contactEmail).toBeNull()
    expect(parseEnv({ CONTACT_EMAIL: 'desk@bo5.example' }).site.contactEmail).toBe('desk@bo5.example')
  })

  it('derives the persona slug and newsroom from the brand and persona settings', () => {
    const env = parseEnv({
      BRAND_NAME: 'Clutch',
      PERSONA_NAME: 'Ada Lovelace',
      SITE_URL: 'https://clutch.gg/',
    })
    expect(env.site.personaSlug).toBe('ada-lovelace')
    expect(env.site.newsroomName).toBe('Clutch Newsroom')
    expect(env.SITE_URL).toBe('https://clutch.gg')
  })

  it.each([
    [{ PORT: 'eighty' }, /^Invalid setting PORT \(got "eighty"\): /],
    [{ SITE_URL: 'ftp://x' }, /^Invalid setting SITE_URL/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid setting DATABASE_URL \(got "mysql:\/\/x"\): expected a postgres:\/\/ URL/,
    ],
    [{ SEED_DEMO: 'maybe' }, /^Invalid setting SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL/],
    [
      { CONTACT_EMAIL: 'nobody' },
      /^Invalid setting CONTACT_EMAIL \(got "nobody"\): expected an email address/,
    ],
    [
      { ADMIN_EMAIL: 'a@b.co' },
      /^Invalid setting ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    ],
    [{ FEED_SCHEDULE: 'hourly' }, /^Invalid setting FEED_SCHEDULE/],
    [
      { FEED_SCHEDULE: '*/30 25 * * *' },
      /^Invalid setting FEED_SCHEDULE \(got "\*\/30 25 \* \* \*"\): expected a valid cron/,
    ],
    [{ FEED_SCHEDULE: '0 0 31 2 mon-xyz' }, /^Invalid setting FEED_SCHEDULE/],
    [{ SHUTDOWN_GRACE_MS: 'soon' }, /^Invalid setting SHUTDOWN_GRACE_MS/],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '-1' }, /^Invalid setting DATABASE_CONNECT_TIMEOUT_MS/],
    [{ DATABASE_POOL_MAX: '0' }, /^Invalid setting DATABASE_POOL_MAX/],
  ])('stops on a wrong value with one line naming the setting: %o', (source, message) => {
    let error: unknown
    try {
      parseEnv(source)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EnvError)
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).not.toContain('\n')
  })

  it('never prints a secret in the message', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'abc' })).toThrow(
      /^Invalid setting ADMIN_PASSWORD: expected at least 6 characters$/,
    )
  })

  it('sizes the PostgreSQL pool to the cores when DATABASE_POOL_MAX is unset: twice them and one, at most 10', () => {
    expect([1, 2, 4, 8, 64].map((cores) => defaultPoolMax(cores))).toEqual([3, 5, 9, 10, 10])
    expect(parseEnv({ DATABASE_POOL_MAX: '7' }).DATABASE_POOL_MAX).toBe(7)
  })

  it('shares the pool among the server processes, each keeping at least two connections', () => {
    expect([1, 2, 3, 8].map((processes) => defaultPoolMax(2, processes))).toEqual([5, 3, 2, 2])
    expect([1, 2, 4, 8].map((processes) => defaultPoolMax(8, processes))).toEqual([10, 5, 3, 2])
    const url = 'postgres://db.example/bo5'
    expect(parseEnv({ DATABASE_URL: url, WEB_CONCURRENCY: '2' }).DATABASE_POOL_MAX).toBe(
      defaultPoolMax(undefined, 2),
    )
    expect(
      parseEnv({ DATABASE_URL: url, WEB_CONCURRENCY: '2', DATABASE_POOL_MAX: '7' }).DATABASE_POOL_MAX,
    ).toBe(7)
  })

  it('runs one server process unless WEB_CONCURRENCY asks for more', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1)
    expect(parseEnv({ DATABASE_URL: 'postgres://db.example/bo5' }).WEB_CONCURRENCY).toBe(1)
    expect(
      parseEnv({ DATABASE_URL: 'postgres://db.example/bo5', WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY,
    ).toBe(3)
    expect(parseEnv({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1)
  })

  it('refuses more than one server process on the embedded database, and a count that is not one to 64', () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      /^Invalid setting WEB_CONCURRENCY \(got "2"\): more than one server process needs DATABASE_URL \(PostgreSQL\)/,
    )
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db.example/bo5', WEB_CONCURRENCY: '0' })).toThrow(
      /^Invalid setting WEB_CONCURRENCY/,
    )
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db.example/bo5', WEB_CONCURRENCY: 'many' })).toThrow(
      /^Invalid setting WEB_CONCURRENCY/,
    )
  })
})
