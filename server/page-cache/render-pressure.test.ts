import { describe, expect, it } from 'vitest'
import { createRenderAdmission } from './render-admission'
import { createRenderPressure, eventLoopMeter, PRESSURE_THRESHOLDS } from './render-pressure'

/**
 * A gauge on a clock the test moves, over a loop whose utilisation and delay the test sets, and renders the test
 * starts and ends (`rendering(true)` from now on, `rendering(false)` no more).
 */
function gauge(loop: { utilisation?: number; delayMs?: number } = {}) {
  let now = 0
  const state = {
    utilisation: 0,
    delayMs: 0,
    ...loop,
    waiting: 0,
    renderingSince: null as number | null,
    renderingTotal: 0,
  }
  const changes: boolean[] = []
  const renders = {
    get waiting() {
      return state.waiting
    },
    renderingMs: () => state.renderingTotal + (state.renderingSince === null ? 0 : now - state.renderingSince),
  }
  const pressure = createRenderPressure({
    renders,
    meter: { read: () => ({ utilisation: state.utilisation, delayMs: state.delayMs }), stop: () => {} },
    now: () => now,
    onChange: (under) => changes.push(under),
  })
  /** Moves the clock, asking the gauge every 250 ms on the way, as requests for renders would. */
  const pass = (ms: number) => {
    for (let step = 0; step < ms; step += 250) {
      now += 250
      void pressure.underPressure
    }
  }
  return {
    pressure,
    changes,
    pass,
    set(signals: { utilisation?: number; delayMs?: number; waiting?: number }) {
      Object.assign(state, signals)
    },
    rendering(on: boolean) {
      if (on && state.renderingSince === null) state.renderingSince = now
      if (!on && state.renderingSince !== null) {
        state.renderingTotal += now - state.renderingSince
        state.renderingSince = null
      }
    },
  }
}

describe('render pressure', () => {
  it('is calm while renders keep up and the event loop has room', () => {
    const worker = gauge({ utilisation: 0.5, delayMs: 20 })
    worker.set({ waiting: 3 })
    worker.rendering(true)
    worker.pass(3_000)
    expect(worker.pressure.underPressure).toBe(false)
  })

  it('rises with the queue of renders waiting for a turn', () => {
    const worker = gauge()
    worker.set({ waiting: PRESSURE_THRESHOLDS.waiting })
    expect(worker.pressure.underPressure).toBe(true)
  })

  it('rises when renders keep the event loop busy, or late, for two seconds', () => {
    for (const loop of [{ utilisation: PRESSURE_THRESHOLDS.utilisation }, { delayMs: PRESSURE_THRESHOLDS.delayMs }]) {
      const worker = gauge(loop)
      worker.rendering(true)
      worker.pass(500)
      expect(worker.pressure.underPressure, `${JSON.stringify(loop)}, half a second`).toBe(false)
      worker.pass(2_000)
      expect(worker.pressure.underPressure, JSON.stringify(loop)).toBe(true)
    }
  })

  it('does not take a loop kept busy by something else (other processes, images) for render pressure', () => {
    const worker = gauge({ utilisation: 1, delayMs: 110 })
    worker.pass(1_000)
    worker.rendering(true)
    worker.pass(500)
    worker.rendering(false)
    worker.pass(1_500)
    expect(worker.pressure.signals.rendering).toBeLessThan(0.5)
    expect(worker.pressure.underPressure).toBe(false)
  })

  it('lasts until every signal has been calm for a while, so a flood held back does not bring it straight back', () => {
    const worker = gauge()
    worker.set({ waiting: 12 })
    expect(worker.pressure.underPressure).toBe(true)
    worker.set({ waiting: 0 })
    worker.pass(PRESSURE_THRESHOLDS.calmMs - 500)
    expect(worker.pressure.underPressure).toBe(true)
    worker.pass(500)
    expect(worker.pressure.underPressure).toBe(false)
    // Said once as it starts and once as it ends, however often it is asked about.
    expect(worker.changes).toEqual([true, false])
  })

  it('lasts while renders are being refused for it: a flood held back is still a flood', () => {
    const worker = gauge()
    worker.set({ waiting: 10 })
    expect(worker.pressure.underPressure).toBe(true)
    worker.set({ waiting: 0 })
    for (let second = 0; second < 30; second += 1) {
      worker.pass(1_000)
      worker.pressure.noteRefusal()
      expect(worker.pressure.underPressure).toBe(true)
    }
    worker.pass(PRESSURE_THRESHOLDS.calmMs)
    expect(worker.pressure.underPressure).toBe(false)
  })
})

describe('the admission’s count of time spent rendering', () => {
  it('counts the time in which at least one render was in progress, once however many ran together', async () => {
    let now = 0
    const admission = createRenderAdmission({ concurrency: 2, backlog: 4 }, () => now)
    let finish: Array<() => void> = []
    const render = () => new Promise<void>((resolve) => finish.push(resolve))
    const first = admission.run(render)!
    const second = admission.run(render)!
    now = 300
    expect(admission.renderingMs()).toBe(300)
    const done = finish
    finish = []
    for (const resolve of done) resolve()
    await Promise.all([first, second])
    await new Promise((resolve) => setImmediate(resolve))
    now = 1_000
    expect(admission.renderingMs()).toBe(300)
  })
})

describe('the event loop meter', () => {
  it('sees a loop kept busy as busy, and an idle one as idle', async () => {
    const meter = eventLoopMeter()
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_100))
      expect(meter.read().utilisation).toBeLessThan(0.5)
      // The window is eight samples, and each sample's timer waits for the slice in progress, so eight samples take
      // up to ~2.5 s on a busy machine (CI failed once at 2.1 s, with idle samples still in the window).
      const until = performance.now() + 3_500
      // Busy in slices of 50 ms, as renders back to back would keep it.
      while (performance.now() < until) {
        const slice = performance.now() + 50
        while (performance.now() < slice);
        await new Promise((resolve) => setImmediate(resolve))
      }
      const busy = meter.read()
      expect(busy.utilisation).toBeGreaterThan(0.7)
      expect(busy.delayMs).toBeGreaterThan(5)
    } finally {
      meter.stop()
    }
  })
})
