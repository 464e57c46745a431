// autocannon ships no types and @types/autocannon is not installed: the part of its API that bench-server.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    headers?: Record<string, string>
  }

  interface Histogram {
    average: number
    p50: number
    p99: number
  }

  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
