import { describe, expect, it } from 'vitest'
import { createRenderSpenders } from './render-spenders'

function spenders(options: { maxClients?: number } = {}) {
  let now = 0
  const counted = createRenderSpenders({ windowMs: 10_000, minimum: 10, now: () => now, ...options })
  const spend = (client: string, times: number) => {
    for (let index = 0; index < times; index += 1) counted.spend(client)
  }
  return { counted, spend, wait: (ms: number) => (now += ms) }
}

describe('who spends the renders', () => {
  it('singles out the address asking for most of the renders, not the visitors beside it', () => {
    const { counted, spend } = spenders()
    spend('198.51.100.7', 200)
    spend('203.0.113.1', 30)
    spend('203.0.113.2', 4)
    expect(counted.isHeaviest('198.51.100.7')).toBe(true)
    expect(counted.isHeaviest('203.0.113.1')).toBe(false)
    expect(counted.isHeaviest('203.0.113.2')).toBe(false)
    expect(counted.isHeaviest('192.0.2.9')).toBe(false)
  })

  it('names nobody below a visitor’s pace, and everybody of a crowd that spends alike', () => {
    const { counted, spend } = spenders()
    spend('198.51.100.7', 9)
    expect(counted.isHeaviest('198.51.100.7')).toBe(false)
    spend('203.0.113.1', 40)
    spend('203.0.113.2', 35)
    expect(counted.isHeaviest('203.0.113.1')).toBe(true)
    expect(counted.isHeaviest('203.0.113.2')).toBe(true)
  })

  it('forgets what a client spent two windows ago', () => {
    const { counted, spend, wait } = spenders()
    spend('198.51.100.7', 200)
    wait(10_000)
    expect(counted.isHeaviest('198.51.100.7')).toBe(true)
    spend('203.0.113.1', 20)
    wait(10_000)
    expect(counted.isHeaviest('198.51.100.7')).toBe(false)
    expect(counted.isHeaviest('203.0.113.1')).toBe(true)
    wait(25_000)
    expect(counted.isHeaviest('203.0.113.1')).toBe(false)
  })

  it('counts addresses past its limit together, so made-up addresses cannot grow its memory', () => {
    const { counted, spend } = spenders({ maxClients: 100 })
    for (let index = 0; index < 1_000; index += 1) spend(`2001:db8:${index.toString(16)}::/64`, 1)
    expect(counted.isHeaviest('2001:db8:3e7::/64')).toBe(true)
    expect(counted.isHeaviest('2001:db8:1::/64')).toBe(false)
  })
})
