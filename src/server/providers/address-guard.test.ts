import { describe, expect, it } from 'vitest'
import { addressKind, isBlockedAddress } from './address-guard'

describe('addressKind and isBlockedAddress', () => {
  it.each([
    ['0.0.0.0', 'reserved'],
    ['0.1.2.3', 'reserved'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['100.128.0.1', 'public'],
    ['100.100.100.200', 'metadata'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['172.15.255.255', 'public'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'public'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.20.0.1', 'public'],
    ['224.0.0.1', 'reserved'],
    ['239.255.255.250', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['1.1.1.1', 'public'],
    ['8.8.8.8', 'public'],
    ['203.0.113.10', 'public'],
    ['::', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.5', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['::127.0.0.1', 'reserved'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'reserved'],
    ['2001:4860:4860::8888', 'public'],
    ['2606:4700::1111', 'public'],
    ['example.com', 'reserved'],
    ['', 'reserved'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind)
    expect(isBlockedAddress(ip)).toBe(kind !== 'public')
  })

  // Addresses that carry or hide another one, and special-purpose ranges, as ipaddr.js classifies them.
  it.each([
    ['100.64.0.1', 'private'],
    ['::ffff:100.64.0.1', 'private'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::1.1.1.1', 'public'],
    ['64:ff9b:1::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::1', 'metadata'],
    ['2002:101:101::1', 'public'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    ['2001:2::1', 'reserved'],
    ['ff05::2', 'reserved'],
    ['0.255.255.255', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['198.51.100.7', 'public'],
  ])('probe %s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind)
    expect(isBlockedAddress(ip)).toBe(kind !== 'public')
  })

  it('lets loopback, private and link-local through when allowed, never metadata or reserved ranges', () => {
    const allow = { allowPrivateHosts: true }
    for (const ip of ['127.0.0.1', '10.0.0.1', '192.168.0.1', '169.254.1.1', '::1', 'fd00::1', 'fe80::1'])
      expect(isBlockedAddress(ip, allow), ip).toBe(false)
    for (const ip of ['169.254.169.254', 'fd00:ec2::254', '0.0.0.0', '224.0.0.1', '::'])
      expect(isBlockedAddress(ip, allow), ip).toBe(true)
  })
})
