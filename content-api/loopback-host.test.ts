import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './loopback-host'

describe('the Host a request may name', () => {
  it('is a loopback name or a *.localhost name, with any port', () => {
    for (const host of [
      'localhost',
      'localhost:3333',
      'LOCALHOST:3334',
      '127.0.0.1',
      '127.0.0.1:3334',
      '[::1]',
      '[::1]:3334',
      'local.localhost:3334',
      'listen12.local.localhost:3334',
      'localhost:80',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
  })

  it('is never another name, an address in another spelling, or nothing', () => {
    for (const host of [
      undefined,
      '',
      'rebind.evil.example:3333',
      'rebind.evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io:3334',
      'evil.example.localhost.',
      'localhost.',
      '.localhost',
      '127.1:3334',
      '2130706433',
      '0x7f000001',
      '127.0.0.2',
      '0.0.0.0:3334',
      '[::ffff:127.0.0.1]',
      'user@localhost',
      'localhost/x',
      'localhost:3334:1',
      'localhost:99999',
      'localhost:',
      ' localhost',
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false)
    }
  })
})
