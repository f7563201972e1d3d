import { promises as dns } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { HttpError } from './http-error'

// The SSRF guard of every outbound request (docs/decisions/022-one-outbound-http-client.md). Feed URLs are
// typed in by admins, so any request could be aimed at the server's own network; the guard checks the URL
// before connecting and every resolved address at connection time. Address ranges come from ipaddr.js
// (maintained, IANA special-purpose registries); this file only says which of them a feed may live in.

type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved'

const KIND_LABEL: Readonly<Record<Exclude<AddressKind, 'public'>, string>> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  metadata: 'the cloud metadata address',
  reserved: 'a reserved address',
}

// 169.254.169.254 serves AWS, GCP, Azure and others; 100.100.100.200 Alibaba Cloud; fd00:ec2::254 AWS on IPv6.
const METADATA = new Set(['169.254.169.254', '100.100.100.200', 'fd00:ec2::254'])

// RFC 5737 documentation networks: ipaddr.js files them under "reserved", but they route nowhere and are
// the stand-ins for public hosts in examples and tests.
const DOCUMENTATION_V4 = ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'].map((cidr) =>
  ipaddr.IPv4.parseCIDR(cidr),
)

const V4_KIND: Readonly<Record<string, AddressKind>> = {
  unicast: 'public',
  as112: 'public',
  amt: 'public',
  loopback: 'loopback',
  private: 'private',
  carrierGradeNat: 'private',
  linkLocal: 'link-local',
  unspecified: 'reserved',
  broadcast: 'reserved',
  multicast: 'reserved',
  reserved: 'reserved',
}

function ipv4Kind(address: ipaddr.IPv4): AddressKind {
  if (METADATA.has(address.toString())) return 'metadata'
  const range = address.range()
  if (range === 'reserved' && DOCUMENTATION_V4.some((cidr) => address.match(cidr))) return 'public'
  return V4_KIND[range] ?? 'reserved'
}

/** The IPv4 address in bytes `at`..`at + 3` of an IPv6 address. */
function embeddedV4(address: ipaddr.IPv6, at: number): ipaddr.IPv4 {
  return new ipaddr.IPv4(address.toByteArray().slice(at, at + 4))
}

function ipv6Kind(address: ipaddr.IPv6): AddressKind {
  const parts = address.parts
  if (METADATA.has(address.toString())) return 'metadata'
  // A string: the type lists fewer ranges than the library returns ("deprecatedSiteLocal").
  switch (address.range() as string) {
    case 'unicast':
    case 'as112v6':
    case 'amt':
      // Deprecated IPv4-compatible ::a.b.c.d: nothing legitimate uses it.
      return parts.slice(0, 6).every((p) => p === 0) ? 'reserved' : 'public'
    case 'loopback':
      return 'loopback'
    case 'linkLocal':
      return 'link-local'
    case 'uniqueLocal':
    case 'deprecatedSiteLocal':
      return 'private'
    // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated), 64:ff9b::a.b.c.d (NAT64) and 2002:aabb:ccdd::/48
    // (6to4) reach the IPv4 address they carry; the local-use NAT64 prefix 64:ff9b:1::/48 is local by definition.
    case 'ipv4Mapped':
    case 'rfc6145':
      return ipv4Kind(embeddedV4(address, 12))
    case 'rfc6052':
      return parts[2] === 0 ? ipv4Kind(embeddedV4(address, 12)) : 'private'
    case '6to4':
      return ipv4Kind(embeddedV4(address, 2))
    // Teredo hides its client address behind a relay: never a feed host. So are multicast, discard,
    // benchmarking, documentation and the other special-purpose ranges.
    default:
      return 'reserved'
  }
}

/** What an address is, for the SSRF guard. Anything that is not an IP address counts as reserved. */
export function addressKind(ip: string): AddressKind {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const version = isIP(bare)
  if (version === 4) return ipv4Kind(ipaddr.IPv4.parse(bare))
  // ipaddr.js misreads "::a.b.c.d" as IPv4-mapped; the URL parser's canonical form has no dotted quad.
  if (version === 6) return ipv6Kind(ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1)))
  return 'reserved'
}

function kindBlocked(kind: AddressKind, allowPrivate: boolean): boolean {
  if (kind === 'public') return false
  if (allowPrivate) return kind === 'metadata' || kind === 'reserved'
  return true
}

/**
 * Whether the guard refuses an address. `allowPrivateHosts` lets loopback, private and link-local through;
 * the metadata endpoints and reserved ranges (unspecified, multicast, benchmark) are never a feed.
 */
export function isBlockedAddress(ip: string, options: { allowPrivateHosts?: boolean } = {}): boolean {
  return kindBlocked(addressKind(ip), options.allowPrivateHosts ?? false)
}

/** Host names refused before any DNS lookup: local names resolve to this machine, metadata to the cloud. */
function hostNameKind(name: string): AddressKind {
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback'
  if (name === 'metadata.google.internal' || name === 'metadata.goog') return 'metadata'
  return 'public'
}

/** The pre-connection check of one URL: scheme, IP literal, well-known local names. */
export function checkTarget(url: URL, allowPrivate: boolean, redirected: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const what = redirected ? `a redirect to a ${url.protocol} URL` : `a ${url.protocol} URL`
    throw new HttpError('BAD_SCHEME', `Refused: ${what} (only http and https are fetched)`, { url: url.href })
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) {
    const kind = addressKind(host)
    if (kind !== 'public' && kindBlocked(kind, allowPrivate))
      throw new HttpError('BLOCKED_ADDRESS', `Refused: ${host} is ${KIND_LABEL[kind]}`, { url: url.href })
    return
  }
  const name = host.toLowerCase().replace(/\.$/, '')
  const kind = hostNameKind(name)
  if (kind !== 'public' && kindBlocked(kind, allowPrivate))
    throw new HttpError(
      'BLOCKED_ADDRESS',
      `Refused: ${name} is ${KIND_LABEL[kind].replace('address', 'host')}`,
      {
        url: url.href,
      },
    )
}

export interface ResolvedAddress {
  address: string
  family: number
}

/** Every address a host name resolves to. Replaceable so tests can point a name at 127.0.0.1 offline. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolve: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true })

/**
 * The socket's DNS lookup. It sees every address a name resolves to at the moment of connecting, so a
 * name that answered with a public address earlier and a private one now (DNS rebinding) is still refused.
 */
export function guardedLookup(resolveHost: ResolveHost, allowPrivate: boolean): LookupFunction {
  const choose = (hostname: string, family: number, addresses: ResolvedAddress[]): ResolvedAddress[] => {
    if (addresses.length === 0) throw new HttpError('NETWORK', `Could not resolve ${hostname}: no addresses`)
    for (const { address } of addresses) {
      const kind = addressKind(address)
      if (kind !== 'public' && kindBlocked(kind, allowPrivate))
        throw new HttpError(
          'BLOCKED_ADDRESS',
          `Refused: ${hostname} resolves to ${KIND_LABEL[kind]} (${address})`,
        )
    }
    const usable = family ? addresses.filter((a) => a.family === family) : addresses
    if (usable.length === 0)
      throw new HttpError('NETWORK', `Could not resolve ${hostname}: no IPv${family} address`)
    return usable
  }
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0)
    // Two-argument then: an exception thrown by the socket's own callback must not call it a second time.
    resolveHost(hostname)
      .then((addresses) => choose(hostname, family, addresses))
      .then(
        (usable) => {
          if (options.all) callback(null, usable)
          else callback(null, usable[0]!.address, usable[0]!.family)
        },
        (error: NodeJS.ErrnoException) => callback(error, ''),
      )
  }
}
