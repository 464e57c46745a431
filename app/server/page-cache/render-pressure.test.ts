import { describe, expect, it } from 'vitest'
import { createRenderPressure, eventLoopMeter, PRESSURE_THRESHOLDS, type LoadSignals } from './render-pressure'

/** A gauge over signals the test sets, on a clock the test moves. */
function gauge(initial: Partial<LoadSignals> = {}) {
  let now = 0
  const load = { utilisation: 0, delayMs: 0, ...initial }
  let waiting = initial.waiting ?? 0
  const changes: boolean[] = []
  const pressure = createRenderPressure({ waiting: () => waiting, meter: { read: (queued) => ({ waiting: queued, ...load }), stop: () => {} }, now: () => now, onChange: (under) => changes.push(under) })
  return {
    pressure,
    changes,
    set(signals: Partial<LoadSignals>) {
      Object.assign(load, signals)
      if (signals.waiting !== undefined) waiting = signals.waiting
    },
    wait(ms: number) {
      now += ms
    },
  }
}

describe('render pressure', () => {
  it('is calm while renders keep up and the event loop has room', () => {
    const { pressure } = gauge({ waiting: 3, utilisation: 0.5, delayMs: 20 })
    expect(pressure.underPressure).toBe(false)
  })

  it('rises with the queue of renders waiting for a turn, with a busy event loop, or with a late one', () => {
    for (const signals of [{ waiting: PRESSURE_THRESHOLDS.waiting }, { utilisation: PRESSURE_THRESHOLDS.utilisation }, { delayMs: PRESSURE_THRESHOLDS.delayMs }]) {
      const { pressure } = gauge(signals)
      expect(pressure.underPressure, JSON.stringify(signals)).toBe(true)
    }
  })

  it('lasts until every signal has been calm for a while, so a flood held back does not bring it straight back', () => {
    const worker = gauge({ utilisation: 0.95 })
    expect(worker.pressure.underPressure).toBe(true)
    worker.set({ utilisation: 0.1 })
    worker.wait(PRESSURE_THRESHOLDS.calmMs - 100)
    expect(worker.pressure.underPressure).toBe(true)
    worker.set({ waiting: 12 })
    worker.wait(PRESSURE_THRESHOLDS.calmMs - 100)
    expect(worker.pressure.underPressure).toBe(true)
    worker.set({ waiting: 0 })
    worker.wait(PRESSURE_THRESHOLDS.calmMs)
    expect(worker.pressure.underPressure).toBe(false)
    // Said once as it starts and once as it ends, however often it is asked about.
    expect(worker.changes).toEqual([true, false])
  })

  it('lasts while renders are being refused for it: a flood held back is still a flood', () => {
    const worker = gauge({ waiting: 10 })
    expect(worker.pressure.underPressure).toBe(true)
    worker.set({ waiting: 0 })
    for (let second = 0; second < 30; second += 1) {
      worker.wait(1_000)
      worker.pressure.noteRefusal()
      expect(worker.pressure.underPressure).toBe(true)
    }
    worker.wait(PRESSURE_THRESHOLDS.calmMs)
    expect(worker.pressure.underPressure).toBe(false)
  })
})

describe('the event loop meter', () => {
  it('sees a loop kept busy as busy, and an idle one as idle', async () => {
    const meter = eventLoopMeter()
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_100))
      expect(meter.read(0).utilisation).toBeLessThan(0.5)
      const until = performance.now() + 2_100
      // Busy in slices of 50 ms, as renders back to back would keep it.
      while (performance.now() < until) {
        const slice = performance.now() + 50
        while (performance.now() < slice);
        await new Promise((resolve) => setImmediate(resolve))
      }
      const busy = meter.read(5)
      expect(busy.utilisation).toBeGreaterThan(0.7)
      expect(busy.delayMs).toBeGreaterThan(5)
      expect(busy.waiting).toBe(5)
    } finally {
      meter.stop()
    }
  })
})
