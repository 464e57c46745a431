import { describe, expect, it } from 'vitest'
import { clientKey } from './load-context'

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
})
