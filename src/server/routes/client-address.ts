import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { isIP } from 'node:net'

/**
 * The address a request came from, as a rate-limit key. The socket's peer, or with TRUST_PROXY (behind one load
 * balancer or reverse proxy, whose address every socket would otherwise show) the last X-Forwarded-For entry:
 * the one that proxy appended. Entries before it were written by the client and prove nothing, so a client
 * cannot dodge a limit by sending its own header. IPv4-mapped IPv6 is read as IPv4, and IPv6 is cut to its /64,
 * the block one subscriber usually holds.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (last && isIP(last)) return addressKey(last)
  }
  let address: string | undefined
  try {
    address = getConnInfo(c).remote.address
  } catch {
    // No Node socket (an in-process app.request call, as in tests and server-side rendering).
  }
  return address && isIP(address) ? addressKey(address) : 'unknown'
}

function addressKey(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  if (mapped) return mapped
  if (isIP(address) !== 6) return address
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((part) => part.replace(/^0+(?=.)/, ''))
}
