import { type EventLoopUtilization, monitorEventLoopDelay, performance } from 'node:perf_hooks'

/**
 * Whether this worker is under pressure from renders: the one condition under which the render budget refuses
 * anyone (render-budget.ts, decision 037). A worker is under pressure when renders wait for a turn faster than
 * they are done (the admission's queue), or when renders keep its event loop busy enough that a cached answer
 * waits behind them: over the last two seconds, a render was in progress nearly all the time and the event loop
 * was nearly always busy, or late. A loop that is busy or late while no render runs (a worker starved by other
 * processes, or serving images) is not something shedding renders would help. Pressure lasts until every signal
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
}

/** What the worker's load looks like: the queue now, the rest over the last two seconds. */
export type LoadSignals = { waiting: number; rendering: number; utilisation: number; delayMs: number }

export type PressureThresholds = {
  /** Renders waiting for a turn. */
  waiting: number
  /** The share of the last two seconds in which a render was in progress (0–1). */
  rendering: number
  /** The share of the last two seconds the event loop was busy (0–1). */
  utilisation: number
  /** The mean time, in the last two seconds, a ready callback waited for the event loop. */
  delayMs: number
  /** How long every signal must stay below its threshold before the pressure ends. */
  calmMs: number
}

// A third of the admission's backlog (render-admission.ts): renders arrive faster than two at a time can keep up
// with. The rest is read over two seconds, so the burst of a few first visits at once (twenty visitors behind one
// address opening five pages: 0.88 busy and 220 ms late for one second, on a machine whose two cores their
// browsers share) is not taken for an overloaded worker, and only while renders ran nine tenths of the time: a
// worker whose cores other processes took (a test run's browsers, busy loops on every core) showed a loop
// 0.9–1.0 busy and 110 ms late while it used a tenth of a core, and refusing renders would not have helped it.
// Calm means ten seconds of nothing: a client held back cannot bring the pressure straight back as it lifts.
export const PRESSURE_THRESHOLDS: PressureThresholds = {
  waiting: 8,
  rendering: 0.9,
  utilisation: 0.9,
  delayMs: 150,
  calmMs: 10_000,
}

/** The event loop over the last two seconds; the default measures this process's. */
export type LoadMeter = { read(): Pick<LoadSignals, 'utilisation' | 'delayMs'>; stop(): void }

/** What the admission tells of the renders (render-admission.ts). */
export type RenderActivity = { readonly waiting: number; renderingMs(): number }

type Options = {
  renders: RenderActivity
  thresholds?: PressureThresholds
  meter?: LoadMeter
  now?: () => number
  /** Told when the pressure starts and when it ends (the server's log: an operator wants to know). */
  onChange?: (underPressure: boolean, signals: LoadSignals) => void
}

const logChange = (underPressure: boolean, { waiting, rendering, utilisation, delayMs }: LoadSignals) =>
  console.warn(
    `[server] worker ${process.pid} ${underPressure ? 'under render pressure' : 'calm again'}: ` +
      `${waiting} renders waiting; over two seconds, renders running ${Math.round(rendering * 100)} % of the time, ` +
      `event loop ${Math.round(utilisation * 100)} % busy and ${Math.round(delayMs)} ms late`,
  )

export function createRenderPressure({
  renders,
  thresholds = PRESSURE_THRESHOLDS,
  meter = processLoadMeter(),
  now = Date.now,
  onChange = logChange,
}: Options): RenderPressure {
  let pressedAt = Number.NEGATIVE_INFINITY
  let signals: LoadSignals = { waiting: 0, rendering: 0, utilisation: 0, delayMs: 0 }
  let was = false
  const rendering = renderingShare(renders, now)
  return {
    get underPressure() {
      signals = { waiting: renders.waiting, rendering: rendering(), ...meter.read() }
      const rendersHoldTheLoop =
        signals.rendering >= thresholds.rendering &&
        (signals.utilisation >= thresholds.utilisation || signals.delayMs >= thresholds.delayMs)
      if (signals.waiting >= thresholds.waiting || rendersHoldTheLoop) pressedAt = now()
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
  }
}

const WINDOW_MS = 2_000
const SAMPLE_MS = 250

/**
 * The share of about the last two seconds in which a render was in progress, from the admission's running total,
 * noted at most every 250 ms as it is asked (there is nothing to decide, so nothing to note, while nobody asks).
 * Less than a second of notes is too little to tell: 0.
 */
function renderingShare(renders: RenderActivity, now: () => number): () => number {
  const notes: Array<{ at: number; renderingMs: number }> = []
  return () => {
    const at = now()
    const renderingMs = renders.renderingMs()
    if (!notes.length || at - notes.at(-1)!.at >= SAMPLE_MS) notes.push({ at, renderingMs })
    while (notes.length > 1 && at - notes[0]!.at > WINDOW_MS + SAMPLE_MS) notes.shift()
    const oldest = notes[0]!
    return at - oldest.at < 1_000 ? 0 : Math.min(1, (renderingMs - oldest.renderingMs) / (at - oldest.at))
  }
}

const DELAY_RESOLUTION_MS = 10
const WINDOW_SAMPLES = WINDOW_MS / SAMPLE_MS

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
  const mean = (pick: (sample: { utilisation: number; delayMs: number }) => number) =>
    samples.length ? samples.reduce((sum, sample) => sum + pick(sample), 0) / samples.length : 0
  return {
    read: () => ({ utilisation: mean((sample) => sample.utilisation), delayMs: mean((sample) => sample.delayMs) }),
    stop() {
      clearInterval(timer)
      delays.disable()
    },
  }
}

let processMeter: LoadMeter | undefined
/** One meter per process (there is one event loop to measure), shared by every gauge and never stopped. */
function processLoadMeter(): LoadMeter {
  processMeter ??= eventLoopMeter()
  return { read: processMeter.read, stop: () => {} }
}
