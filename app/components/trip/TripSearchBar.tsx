import { useNavigate } from '@remix-run/react'
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react'
import { hydratedLater } from '~/components/shared/hydrates-later.client'
import { useLocalePath, useT } from '~/i18n/react'
import { PARAM } from '~/logic/trip-filters'
import { emptyTripSearch, summaries, type TripSearch, tripResultsHref } from '~/logic/trip-search'
import type { TripBarOptions as Options, PanelId } from './TripBarPanel'

const loadPanel = () => import('./TripBarPanel')
const TripBarPanel = lazy(() => loadPanel().then((module) => ({ default: module.TripBarPanel })))

/**
 * "Choose Your Trip": six dropdowns, one open at a time (Apply, Escape or a click elsewhere closes it). Its
 * button leads to the itineraries that match the countries and activities; the results page offers the whole
 * selection (dates, guests, rooms, transfers too) as a tailored-trip enquiry, one click away (decision 026).
 */
export type TripSearchBarProps = { options: Options }

export function TripSearchBar({ options }: TripSearchBarProps) {
  const [search, setSearch] = useState<TripSearch>(emptyTripSearch)
  const [open, setOpen] = useState<PanelId | null>(null)
  const barRef = useRef<HTMLFormElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  // Hydrated after the rest of the page (routes/_index.tsx): say so, and make the click it held (if any) again.
  useEffect(() => hydratedLater(sectionRef.current), [])
  const navigate = useNavigate()
  const localePath = useLocalePath()
  const words = useT().tripBar
  // A settings choice (`Kenya`) in the page's language; one the catalogue does not know stays as written.
  const choiceLabel = (value: string) => words.settingLabels[value] ?? value
  const labels = summaries(search, words, choiceLabel)
  // Hydrated, the bar sends every choice it holds (the fields in its panels have no names of their own).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    navigate(localePath(tripResultsHref(search, words, choiceLabel)))
  }

  // The panels' code, fetched once the browser is idle after hydrating, so the first one opens at once.
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void loadPanel()) ?? window.setTimeout(loadPanel, 200)
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle))
  }, [])

  useEffect(() => {
    if (!open) return
    const close = (returnFocus: boolean) => {
      if (returnFocus) barRef.current?.querySelector<HTMLButtonElement>(`[aria-controls$="-${open}"]`)?.focus()
      setOpen(null)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(true)
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element
      // A press on another dropdown's summary is left to its click, which opens that one instead: closing here
      // first would collapse this panel under the visitor's finger (on a phone panels sit in the flow) and the
      // tap would land on whatever moved up.
      if (target instanceof Element && target.closest('.trip-bar__toggle') && barRef.current?.contains(target)) return
      const panel = barRef.current?.querySelector(`[data-panel="${open}"]`)
      if (panel && !panel.contains(target)) close(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const panel = (id: PanelId, summary: string) => (
    <Dropdown
      id={id}
      summary={summary}
      open={open === id}
      onToggle={() => setOpen(open === id ? null : id)}
      onApply={() => setOpen(null)}
    >
      <Suspense fallback={null}>
        <TripBarPanel id={id} search={search} setSearch={setSearch} options={options} choiceLabel={choiceLabel} />
      </Suspense>
    </Dropdown>
  )
  return (
    <section className="trip-bar" aria-labelledby="trip-bar-title" data-hydrates-later="TripSearchBar" ref={sectionRef}>
      <h2 id="trip-bar-title">{words.title}</h2>
      {/* A real form, so the bar finds trips before it hydrates and without JavaScript (dates only, below). */}
      <form
        className="trip-bar__fields"
        ref={barRef}
        method="get"
        action={localePath('/itineraries')}
        onSubmit={onSubmit}
      >
        {panel('countries', labels.countries)}
        {panel('dates', labels.dates)}
        {panel('guests', labels.guests)}
        {panel('activities', labels.activities)}
        {panel('rooms', labels.rooms)}
        {panel('transferModes', labels.transferModes)}
        <noscript>
          <fieldset className="trip-bar__static">
            <legend>{words.travelDates}</legend>
            <label className="trip-bar__date">
              {words.departingFrom}
              <input type="date" name={PARAM.travelFrom} />
            </label>
            <label className="trip-bar__date">
              {words.departingTo}
              <input type="date" name={PARAM.travelTo} />
            </label>
          </fieldset>
        </noscript>
        <button type="submit" className="button trip-bar__search">
          {words.submit}
        </button>
      </form>
    </section>
  )
}

function Dropdown(props: {
  id: PanelId
  summary: string
  open: boolean
  onToggle: () => void
  onApply: () => void
  children: ReactNode
}) {
  const panelId = `${useId()}-${props.id}`
  const apply = useT().tripBar.apply
  const toggleRef = useRef<HTMLButtonElement>(null)
  // When the panel above closes as this one opens, this summary moves up: keep it on screen.
  useEffect(() => {
    if (props.open) toggleRef.current?.scrollIntoView({ block: 'nearest' })
  }, [props.open])
  return (
    <div className="trip-bar__dropdown" data-panel={props.id}>
      <button
        ref={toggleRef}
        type="button"
        className="trip-bar__toggle"
        aria-expanded={props.open}
        aria-controls={panelId}
        onClick={props.onToggle}
      >
        {props.summary}
      </button>
      {/* A closed panel is an empty box: its choices are drawn when it opens (the selections live in the bar). */}
      <div id={panelId} className="trip-bar__panel" hidden={!props.open}>
        {props.open ? (
          <>
            {props.children}
            <button type="button" className="button button--small" onClick={props.onApply}>
              {apply}
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
