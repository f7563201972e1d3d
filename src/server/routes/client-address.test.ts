import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

function addressOf(forwardedFor: string | undefined, trustProxy: boolean): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)))
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
  return Promise.resolve(app.request('/', { headers })).then((res) => res.text())
}

describe('clientAddress', () => {
  it('reads the entry the trusted proxy appended (the last), never one the client wrote', async () => {
    expect(await addressOf('203.0.113.9', true)).toBe('203.0.113.9')
    // The client sent "X-Forwarded-For: 198.51.100.1"; the proxy appended the address it saw.
    expect(await addressOf('198.51.100.1, 203.0.113.9', true)).toBe('203.0.113.9')
    expect(await addressOf('203.0.113.9', false)).toBe('unknown')
  })

  it('ignores a forwarded value that is not an address', async () => {
    expect(await addressOf('203.0.113.9, evil', true)).toBe('unknown')
    expect(await addressOf('', true)).toBe('unknown')
  })

  it('reads IPv4-mapped IPv6 as IPv4 and keys IPv6 by its /64', async () => {
    expect(await addressOf('::ffff:198.51.100.4', true)).toBe('198.51.100.4')
    expect(await addressOf('2001:db8:abcd:12:1:2:3:4', true)).toBe('2001:db8:abcd:12::/64')
    expect(await addressOf('2001:DB8:ABCD:0012::9', true)).toBe('2001:db8:abcd:12::/64')
    expect(await addressOf('::1', true)).toBe('0:0:0:0::/64')
  })
})
