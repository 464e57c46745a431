/**
 * Runs the page's loaders again after saved changes, one run at a time.
 *
 * A second revalidation started while one is still reading its answer aborts it, and Remix logs the aborted read
 * as an error (single-fetch's turbo-stream decoder). An editor typing saves every few hundred ms, so saves come
 * faster than a loader run on a busy machine; the saves that arrive meanwhile are folded into one more run.
 */
export function createSavedChangeRefresh(revalidate: () => void) {
  let running = false
  let waiting = false
  return {
    /** A change was saved. */
    saved() {
      if (running) {
        waiting = true
        return
      }
      running = true
      revalidate()
    },
    /** The revalidation in flight (if any) has finished. */
    settled() {
      running = false
      if (!waiting) return
      waiting = false
      running = true
      revalidate()
    },
  }
}
