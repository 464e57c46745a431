import type { Dispatch, SetStateAction } from 'react'
import { useId } from 'react'
import { useT, useTextLang } from '~/i18n/react'
import { GUEST_TYPES, parseCount, ROOM_TYPES, type TripSearch, toggleChoice, withDates } from '~/logic/trip-search'

export type TripBarOptions = { countries: string[]; activities: string[]; transferModes: string[] }
export type PanelId = 'countries' | 'dates' | 'guests' | 'activities' | 'rooms' | 'transferModes'

/**
 * What one of the trip bar's dropdowns holds once opened: its choices, travel dates or counters. A closed panel
 * is an empty box, so no page needs this code to show or hydrate the bar: it comes the first time a panel
 * opens, or sooner, when the browser is idle (TripSearchBar).
 */
export function TripBarPanel({
  id,
  search,
  setSearch,
  options,
  choiceLabel,
}: {
  id: PanelId
  search: TripSearch
  setSearch: Dispatch<SetStateAction<TripSearch>>
  options: TripBarOptions
  choiceLabel: (value: string) => string
}) {
  const words = useT().tripBar
  const textLang = useTextLang()
  const choices = (field: 'countries' | 'activities' | 'transferModes', legend: string) => (
    <fieldset>
      <legend>{legend}</legend>
      {options[field].map((option) => (
        <label key={option} className="trip-bar__choice">
          <input
            type="checkbox"
            checked={search[field].includes(option)}
            onChange={() => setSearch((s) => ({ ...s, [field]: toggleChoice(s[field], option, options[field]) }))}
          />
          <span {...textLang(choiceLabel(option))}>{choiceLabel(option)}</span>
        </label>
      ))}
    </fieldset>
  )
  const counters = <K extends 'guests' | 'rooms'>(
    field: K,
    legend: string,
    types: ReadonlyArray<readonly [string, string]>,
    names: { readonly [key: string]: string },
  ) => (
    <fieldset>
      <legend>{legend}</legend>
      {types.map(([key]) => (
        <Counter
          key={key}
          label={names[key] ?? key}
          value={(search[field] as Record<string, number>)[key]!}
          onChange={(value) => setSearch((s) => ({ ...s, [field]: { ...s[field], [key]: value } }))}
        />
      ))}
    </fieldset>
  )
  switch (id) {
    case 'countries':
      return choices('countries', words.countries)
    case 'activities':
      return choices('activities', words.activities)
    case 'transferModes':
      return choices('transferModes', words.transferModes)
    case 'guests':
      return counters('guests', words.guests, GUEST_TYPES, words.guestTypes)
    case 'rooms':
      return counters('rooms', words.rooms, ROOM_TYPES, words.roomTypes)
    case 'dates':
      return (
        <fieldset>
          <legend>{words.dates}</legend>
          <label className="trip-bar__date">
            {words.from}
            <input
              type="date"
              value={search.from}
              onChange={(e) => setSearch((s) => withDates(s, e.target.value, s.to))}
            />
          </label>
          <label className="trip-bar__date">
            {words.to}
            <input
              type="date"
              value={search.to}
              min={search.from || undefined}
              onChange={(e) => setSearch((s) => withDates(s, s.from, e.target.value))}
            />
          </label>
        </fieldset>
      )
  }
}

function Counter({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const inputId = useId()
  const words = useT().tripBar
  return (
    <div className="trip-bar__counter">
      <label htmlFor={inputId}>{label}</label>
      <button
        type="button"
        aria-label={words.fewer(label)}
        onClick={() => onChange(parseCount(value - 1))}
        disabled={value === 0}
      >
        −
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        max={99}
        step={1}
        value={value}
        onChange={(e) => onChange(parseCount(e.target.value))}
      />
      <button type="button" aria-label={words.more(label)} onClick={() => onChange(parseCount(value + 1))}>
        +
      </button>
    </div>
  )
}
