import { useId } from 'react'
import { CURRENCIES, CURRENCY_NAMES, readCurrency } from '~/logic/currency'
import { useOptionalRootData } from '~/state/root-data'
import { useSiteState } from '~/state/site-state'

/**
 * The visitor's choice of currency. Shown only once the page has hydrated and read the stored choice: without
 * JavaScript it could change nothing, and the page is in USD, which is right (decision 036). Hidden too when
 * there are no usable rates.
 */
export function CurrencySwitch() {
  const { state, dispatch, currencyReady } = useSiteState()
  const rates = useOptionalRootData()?.currencyRates
  const id = useId()
  if (!currencyReady || !rates) return null
  // A label beside the select, not around it: one around it would add the chosen option to the name.
  return (
    <div className="currency-switch">
      <label htmlFor={id} className="visually-hidden">
        Currency
      </label>
      <select
        id={id}
        value={state.currency}
        onChange={(event) => dispatch({ type: 'SET_CURRENCY', currency: readCurrency(event.target.value) })}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code} title={CURRENCY_NAMES[code]}>
            {code}
          </option>
        ))}
      </select>
    </div>
  )
}
