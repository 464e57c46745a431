import { useEffect, useRef } from 'react'
import { useT } from '~/i18n/react'
import { placeholderBackground } from '~/logic/placeholders'

/** How far below the fold the player starts fetching, so it is playing by the time it is seen. */
const NEAR_VIEWPORT = '300px 0px'

/**
 * The home page's advert: an autoplaying, muted loop that costs nothing at load. The server renders only the
 * poster (with the blurred placeholder behind it); no `src` and no `autoplay`, which would make the browser
 * fetch the file at once whatever `preload` says. In the browser the source is attached after the page's load
 * event, once the player is near the viewport. Under prefers-reduced-motion or Save-Data it never loads: the
 * poster stays.
 */
export function AdVideo({ src, poster, lqip }: { src: string; poster?: string; lqip?: string | null }) {
  const ref = useRef<HTMLVideoElement>(null)
  const t = useT()

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
    if (reducedMotion.matches || saveData) return

    let observer: IntersectionObserver | undefined
    const play = () => {
      video.muted = true
      video.autoplay = true
      video.src = src
      video.play().catch(() => {
        // A browser that refuses to autoplay keeps showing the poster.
      })
    }
    const watch = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer?.disconnect()
          play()
        },
        { rootMargin: NEAR_VIEWPORT },
      )
      observer.observe(video)
    }
    // Asking for reduced motion while it plays stops it.
    const onMotionPreference = () => {
      if (reducedMotion.matches) {
        observer?.disconnect()
        video.pause()
      }
    }
    reducedMotion.addEventListener('change', onMotionPreference)
    if (document.readyState === 'complete') watch()
    else window.addEventListener('load', watch, { once: true })
    return () => {
      window.removeEventListener('load', watch)
      reducedMotion.removeEventListener('change', onMotionPreference)
      observer?.disconnect()
    }
  }, [src])

  return (
    <video
      ref={ref}
      className="ad-video"
      poster={poster}
      width={640}
      height={360}
      muted
      loop
      playsInline
      preload="none"
      aria-label={t.home.videoLabel}
      style={placeholderBackground(lqip)}
    />
  )
}
