/**
 * What the site does once a day and on start, in one process of the cluster (decision 062): deleting the enquiries
 * and proposals past PRIVATE_RETENTION_DAYS (app/content/private-retention.server.ts, through the seam), and tidying
 * the holds past their end (app/content/holds/tidy-holds.server.ts, decision 066). The primary keeps the schedule
 * and hands each run to one worker (only workers load the app); a server alone (one worker, or development) runs
 * it itself. The timer is unref'd: it never keeps a process alive that would otherwise leave.
 */
export const DAY_MS = 24 * 60 * 60 * 1000

/** The message the primary sends the worker that is to run the day's work. */
export const DAILY_WORK_MESSAGE = { dailyWork: 'private-retention' } as const

export const isDailyWorkMessage = (message: unknown) => isMessage(message, DAILY_WORK_MESSAGE)

/** Whether a message between the primary and a worker is `expected`: every field of it, as it is. */
export function isMessage(message: unknown, expected: Record<string, string>): boolean {
  if (typeof message !== 'object' || message === null) return false
  return Object.entries(expected).every(([name, value]) => (message as Record<string, unknown>)[name] === value)
}

/** Runs `work` now and then once every `periodMs`; returns how to stop it. */
export function everyDay(work: () => void, periodMs = DAY_MS): () => void {
  work()
  const timer = setInterval(work, periodMs)
  timer.unref()
  return () => clearInterval(timer)
}
