import { type NumberInputProps, set, useFormValue } from 'sanity'
import { type Party, type PriceLine, totalFromLines } from './price-total'

/**
 * The total's input with "Total from lines" beside it (decision 063): the specialist keeps the price of record
 * and may round it; one press fills in what the lines add up to. The field's warning says when they differ.
 */
export function TotalFromLinesInput(props: NumberInputProps) {
  const lines = useFormValue(['priceLines']) as PriceLine[] | undefined
  const party = useFormValue(['party']) as Party | undefined
  const total = totalFromLines(lines, party)
  return (
    <div style={{ display: 'grid', gap: '0.5em' }}>
      {props.renderDefault(props)}
      {lines?.length && total !== props.value && !props.readOnly ? (
        <button type="button" onClick={() => props.onChange(set(total))} style={{ justifySelf: 'start' }}>
          Total from lines: USD {total.toLocaleString('en-US')}
        </button>
      ) : null}
    </div>
  )
}
