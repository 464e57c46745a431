/**
 * How each cluster worker is started, for memory (issue 25; decision 034).
 *
 * - A ceiling on V8's old generation. Without one, V8 sizes a worker's heap for the machine's memory and lets
 *   garbage pile up between collections: under a flood a worker's heap reached 190 MB with about 50 MB of it
 *   live, and did not give it back while idle. Below 2 GB, V8 also lets the heap grow less after each major
 *   collection: by 1.3 times the live heap at 256 MB, rising to 2 at 2 GB. 256 was too tight: a worker that
 *   renders collected its whole heap every 0.2–0.3 s (15–20 ms each, in front of whatever it was answering),
 *   and cached pages waited behind it. At 1 GB (a factor of 1.6) it collects every second or two and the heap
 *   still stays under 100 MB; a worker that outgrows it dies and the primary starts another.
 * - glibc's malloc keeps a separate arena per thread that allocates; compression and image work on libuv's
 *   thread pool then fragment memory that is never returned. Two arenas (MALLOC_ARENA_MAX) bound that.
 *
 * Either is left alone when the operator set it: NODE_OPTIONS or the server's own flags, and the environment.
 */
export const WORKER_HEAP_MB = 1024

const HEAP_FLAG = /--max-old-space-size(?:=|\s|$)/

/** The worker's Node flags: the server's own, with the heap ceiling unless one is already given. */
export function workerExecArgv(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
  heapMb: number = WORKER_HEAP_MB,
): string[] {
  const given = [...execArgv, nodeOptions ?? ''].some((flag) => HEAP_FLAG.test(flag))
  return given ? [...execArgv] : [...execArgv, `--max-old-space-size=${heapMb}`]
}

/** What each worker's environment adds to the primary's, given the primary's MALLOC_ARENA_MAX. */
export function workerEnv(mallocArenaMax: string | undefined): Record<string, string> {
  return mallocArenaMax ? {} : { MALLOC_ARENA_MAX: '2' }
}
