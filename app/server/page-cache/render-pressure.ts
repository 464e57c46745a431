import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks'

/**
 * Whether this worker is under pressure from renders: the one condition under which the render budget refuses
 * anyone (render-budget.ts, decision 037). A worker is under pressure when renders wait for a turn faster than
 * they are done (the admission's queue), or when its event loop is busy enough that a cached answer would wait
 * behind a render (its utilisation and its delay, each over the last two seconds). Pressure lasts until every signal
 * has been calm, and nobody has been refused for it, for `calmMs`: a client held back by it cannot resume at full
 * speed the moment the worker recovers and bring the pressure straight back.
 */
export type RenderPressure = {
  readonly underPressure: boolean
  /**
   * A render was refused for the pressure: the demand that caused it is still there, held back, so the pressure
   * lasts (a flood held back would otherwise look calm and be let in again, in bursts).
   */
  noteRefusal(): void
  /** The signals as last read, for the log and the tests. */
  readonly signals: LoadSignals
  stop(): void
}

/** What the worker's load looks like: the queue now, the event loop over the last two seconds. */
export type LoadSignals = { waiting: number; utilisation: number; delayMs: number }

export type PressureThresholds = {
  /** Renders waiting for a turn. */
  waiting: number
  /** The share of the last two seconds the event loop was busy (0–1). */
  utilisation: number
  /** The mean time, in the last two seconds, a ready callback waited for the event loop. */
  delayMs: number
  /** How long every signal must stay below its threshold before the pressure ends. */
  calmMs: number
}

// A third of the admission's backlog (render-admission.ts): renders arrive faster than two at a time can keep up
// with. The event loop's signals are read over two seconds, so the burst of a few first visits at once (twenty
// visitors behind one address opening five pages: 0.88 busy and 220 ms late for one second, on a machine whose
// two cores their browsers share) is not taken for an overloaded worker: busy nine tenths of the time for two
// seconds is one, and so is a mean delay of 150 ms. Calm means ten seconds of nothing: a client held back by the
// pressure cannot bring it straight back the moment it lifts.
export const PRESSURE_THRESHOLDS: PressureThresholds = { waiting: 8, utilisation: 0.9, delayMs: 150, calmMs: 10_000 }

/** Reads the load signals; the default measures this process's event loop. */
export type LoadMeter = { read(waiting: number): LoadSignals; stop(): void }

type Options = {
  /** Renders waiting for a turn, now (the admission's queue). */
  waiting: () => number
  thresholds?: PressureThresholds
  meter?: LoadMeter
  now?: () => number
  /** Told when the pressure starts and when it ends (the server's log: an operator wants to know). */
  onChange?: (underPressure: boolean, signals: LoadSignals) => void
}

const logChange = (underPressure: boolean, { waiting, utilisation, delayMs }: LoadSignals) =>
  console.warn(
    `[server] worker ${process.pid} ${underPressure ? 'under render pressure' : 'calm again'}: ${waiting} renders waiting, event loop ${Math.round(utilisation * 100)} % busy, ${Math.round(delayMs)} ms late`,
  )

export function createRenderPressure({ waiting, thresholds = PRESSURE_THRESHOLDS, meter = processLoadMeter(), now = Date.now, onChange = logChange }: Options): RenderPressure {
  let pressedAt = Number.NEGATIVE_INFINITY
  let signals: LoadSignals = { waiting: 0, utilisation: 0, delayMs: 0 }
  let was = false
  return {
    get underPressure() {
      signals = meter.read(waiting())
      const pressed = signals.waiting >= thresholds.waiting || signals.utilisation >= thresholds.utilisation || signals.delayMs >= thresholds.delayMs
      if (pressed) pressedAt = now()
      const under = now() - pressedAt < thresholds.calmMs
      if (under !== was) onChange(under, signals)
      was = under
      return under
    },
    noteRefusal() {
      pressedAt = now()
    },
    get signals() {
      return signals
    },
    stop: () => meter.stop(),
  }
}

let processMeter: LoadMeter | undefined
/** One meter per process (there is one event loop to measure), shared by every gauge and never stopped. */
function processLoadMeter(): LoadMeter {
  processMeter ??= eventLoopMeter()
  return { read: processMeter.read, stop: () => {} }
}

const SAMPLE_MS = 250
const WINDOW_SAMPLES = 8
const DELAY_RESOLUTION_MS = 10

/**
 * The event loop's utilisation and delay over the last two seconds, as eight samples of 250 ms each: reading is a
 * lookup, never a measurement on the request's path. The sampling timer does not keep the process alive.
 */
export function eventLoopMeter(): LoadMeter {
  const delays = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS })
  delays.enable()
  const samples: Array<{ utilisation: number; delayMs: number }> = []
  let last: EventLoopUtilization = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const current = performance.eventLoopUtilization()
    const utilisation = performance.eventLoopUtilization(current, last).utilization
    last = current
    // The histogram counts the timer's own period in each delay: what is beyond it is the wait.
    const delayMs = delays.count ? Math.max(0, delays.mean / 1e6 - DELAY_RESOLUTION_MS) : 0
    delays.reset()
    samples.push({ utilisation, delayMs })
    if (samples.length > WINDOW_SAMPLES) samples.shift()
  }, SAMPLE_MS)
  timer.unref()
  const mean = (pick: (sample: { utilisation: number; delayMs: number }) => number) => (samples.length ? samples.reduce((sum, sample) => sum + pick(sample), 0) / samples.length : 0)
  return {
    read: (waiting) => ({ waiting, utilisation: mean((sample) => sample.utilisation), delayMs: mean((sample) => sample.delayMs) }),
    stop() {
      clearInterval(timer)
      delays.disable()
    },
  }
}
