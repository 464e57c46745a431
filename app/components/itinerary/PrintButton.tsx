import { useEffect, useState } from 'react'
import { useT } from '~/i18n/react'

/**
 * "Print or save as PDF": the browser's print dialog, where saving as PDF is one of the printers. It appears only
 * once the page has hydrated (nothing on the server's render), so without JavaScript there is no dead button;
 * the browser's own Print then gives the same printed itinerary, since the print stylesheet does the work.
 * Its row is drawn from the start, the button's height, so the button appearing moves nothing (no layout shift).
 */
export function PrintButton() {
  const t = useT().itinerary
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  return (
    <div className="print-button">
      {interactive ? (
        <button type="button" className="button button--small" onClick={() => window.print()}>
          {t.print}
        </button>
      ) : null}
    </div>
  )
}
