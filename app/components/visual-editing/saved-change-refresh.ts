/**
 * How long the editor must stop saving before the page's loaders run again. The Studio saves about once a second
 * while an editor types (bursts of keystrokes are sent together), so a shorter quiet than that is found between
 * every two saves, and the loaders ran mid-sentence, on the threads that show the keystrokes.
 */
export const QUIET_AFTER_SAVE_MS = 1_500

/**
 * Runs the page's loaders again after saved changes: once the editor pauses, and one run at a time.
 *
 * - While the editor types, the marked texts already follow each keystroke (live-texts.ts). A loader run per save
 *   (every few hundred ms) re-renders the whole page on the thread that also shows those keystrokes, and on a slow
 *   machine doubled the keystroke-to-preview time (docs/decisions/031-visual-editing.md). What only a loader run
 *   brings (pictures, prices, order) can wait for the pause.
 * - A second revalidation started while one is still reading its answer aborts it, and Remix logs the aborted
 *   read as an error (single-fetch's turbo-stream decoder); saves made meanwhile are folded into one more run.
 */
export function createSavedChangeRefresh(revalidate: () => void, quietMs = QUIET_AFTER_SAVE_MS) {
  let running = false
  let waiting = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    if (running) {
      waiting = true
      return
    }
    running = true
    revalidate()
  }
  return {
    /** A change was saved. */
    saved() {
      clearTimeout(timer)
      timer = setTimeout(run, quietMs)
    },
    /** The revalidation in flight (if any) has finished. */
    settled() {
      running = false
      if (!waiting) return
      waiting = false
      running = true
      revalidate()
    },
    stop() {
      clearTimeout(timer)
    },
  }
}
