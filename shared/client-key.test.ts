import { describe, expect, it } from 'vitest'
import { clientKey } from './client-key'

describe('the per-client key', () => {
  it('is the IPv4 address, however it is written', () => {
    expect(clientKey({ clientAddress: '203.0.113.7' })).toBe('203.0.113.7')
    expect(clientKey({ clientAddress: '::ffff:203.0.113.7' })).toBe('203.0.113.7')
  })
  it('is the /64 network of an IPv6 address, so a fresh address in the same network shares the allowance', () => {
    expect(clientKey({ clientAddress: '2001:db8:1:2::1' })).toBe('2001:db8:1:2::/64')
    expect(clientKey({ clientAddress: '2001:0db8:0001:0002:abcd:ef01:2345:6789' })).toBe('2001:db8:1:2::/64')
    expect(clientKey({ clientAddress: '2001:db8::1' })).toBe('2001:db8:0:0::/64')
    expect(clientKey({ clientAddress: '2001:db8:1:3::1' })).not.toBe(clientKey({ clientAddress: '2001:db8:1:2::1' }))
  })
  it('puts requests without a known peer in one bucket', () => {
    expect(clientKey({})).toBe('unknown')
    expect(clientKey(undefined)).toBe('unknown')
  })
  it('reads an IPv4 address written the IPv6 way in any spelling as that IPv4 address', () => {
    expect(clientKey({ clientAddress: '::FFFF:203.0.113.7' })).toBe('203.0.113.7')
    expect(clientKey({ clientAddress: '::ffff:cb00:7107' })).toBe('203.0.113.7')
    // The deprecated IPv4-compatible form, which the address parser reads as mapped.
    expect(clientKey({ clientAddress: '::203.0.113.7' })).toBe('203.0.113.7')
  })
  it('keys an IPv6 address by its network whatever its spelling: case, a dotted IPv4 tail, a zone', () => {
    expect(clientKey({ clientAddress: '2001:DB8:1:2::1' })).toBe('2001:db8:1:2::/64')
    expect(clientKey({ clientAddress: '1:2:3:4:5:6:1.2.3.4' })).toBe('1:2:3:4::/64')
    expect(clientKey({ clientAddress: '64:ff9b::203.0.113.7' })).toBe('64:ff9b:0:0::/64')
    expect(clientKey({ clientAddress: 'fe80::1%eth0' })).toBe('fe80:0:0:0::/64')
    expect(clientKey({ clientAddress: 'fe80::1%en0.1' })).toBe('fe80:0:0:0::/64')
    expect(clientKey({ clientAddress: '::1' })).toBe('0:0:0:0::/64')
  })
  it('puts anything that is not an address in the shared bucket, never throwing and never keying by it', () => {
    const garbage = [
      'not-an-ip',
      '256.1.1.1',
      '010.0.0.1',
      '127.1',
      '1.2.3.4:8080',
      ' 1.2.3.4',
      '1.2.3.4%eth0',
      '[2001:db8::1]',
      '2001:db8::1/64',
      '2001:db8:1:2:3:4:5:6:7',
      '1::2::3',
      '%',
      ':'.repeat(10_000),
      `${'1:'.repeat(5_000)}x`,
    ]
    for (const clientAddress of garbage)
      expect(clientKey({ clientAddress }), clientAddress.slice(0, 40)).toBe('unknown')
  })
})
