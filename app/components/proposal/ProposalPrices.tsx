import type { ProposalView } from '~/content/loaders/proposal.server'
import { useFormat, useT, useTextLang } from '~/i18n/react'
import { lineTotal } from '~/logic/proposal-standing'
import { Approximately } from './Approximately'

/**
 * The price lines and the total in US dollars, the price of record, with what the total comes to in the other
 * currencies at the site's rates, marked approximate (app/logic/currency.ts), as the dates tables show them.
 */
export function ProposalPrices({
  lines,
  totalUsd,
}: Pick<ProposalView, 'totalUsd'> & { lines: ProposalView['priceLines'] }) {
  const t = useT().proposal
  const { money } = useFormat()
  const textLang = useTextLang()
  return (
    <section className="proposal__section proposal-prices" aria-labelledby="proposal-price-title">
      <h2 id="proposal-price-title">{t.priceTitle}</h2>
      <table className="proposal-prices__table">
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._key}>
              <th scope="row">
                <span {...textLang(line.label)}>{line.label}</span>
                <span className="proposal-prices__detail">
                  {(line.per === 'booking' ? t.perBooking : t.perPerson)(money(line.amount, 'USD'), line.quantity)}
                </span>
              </th>
              <td>{money(lineTotal(line), 'USD')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td>
              <strong>{money(totalUsd, 'USD')}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <Approximately usd={totalUsd} />
      <p className="proposal-prices__note">{t.priceOfRecord}</p>
    </section>
  )
}
