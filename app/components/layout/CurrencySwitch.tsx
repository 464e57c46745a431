import { useId } from 'react'
import { useT } from '~/i18n/react'
import { CURRENCIES, readCurrency } from '~/logic/currency'
import { rememberCurrencyChosen, useCurrencyDisplay } from '~/state/currency'
import { useOptionalRootData } from '~/state/root-data'
import { useSiteState } from '~/state/site-state'

/**
 * The visitor's choice of currency. Shown only once the page has hydrated and read the stored choice: without
 * JavaScript it could change nothing, and the page is in its edition's currency (decision 051). Hidden too when
 * there are no usable rates. It shows the currency prices are in: the visitor's choice, or the edition's
 * suggestion (AED on Arabic pages) until they make one.
 */
export function CurrencySwitch() {
  const { dispatch, currencyReady } = useSiteState()
  const { currency } = useCurrencyDisplay()
  const rates = useOptionalRootData()?.currencyRates
  const t = useT()
  const id = useId()
  if (!currencyReady || !rates) return null
  // A label beside the select, not around it: one around it would add the chosen option to the name.
  return (
    <div className="currency-switch">
      <label htmlFor={id} className="visually-hidden">
        {t.layout.currency}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => {
          // Marked chosen before the state changes, so the next render already reads it as the visitor's own.
          rememberCurrencyChosen()
          dispatch({ type: 'SET_CURRENCY', currency: readCurrency(event.target.value) })
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code} title={t.layout.currencyNames[code]}>
            {code}
          </option>
        ))}
      </select>
    </div>
  )
}
