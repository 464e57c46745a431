import type { ProposalView } from '~/content/loaders/proposal.server'
import { useFormat, useT, useTextLang } from '~/i18n/react'
import { Approximately } from './Approximately'

type Payment = Pick<
  ProposalView,
  'deposit' | 'hold' | 'holdsPlaces' | 'holdHours' | 'paymentLink' | 'bankDetails' | 'paymentNote' | 'standing'
>

/**
 * The deposit the trip's rule asks (in US dollars, with the page's approximate currencies), when it is due and
 * when the balance is, then how to pay: the specialist's payment link as a button, else the company's bank details
 * (issue 45, decision 067), and the specialist's own note.
 */
export function ProposalPayment({ view }: { view: Payment }) {
  const t = useT().proposal
  const { money, date, number } = useFormat()
  const textLang = useTextLang()
  const { deposit, hold } = view
  const due =
    hold?.standing === 'held' && hold.until
      ? t.depositDueByHold(hold.until.nairobi)
      : view.holdsPlaces && view.standing === 'open'
        ? t.depositDueAfterAccepting(number(view.holdHours))
        : null
  return (
    <>
      {deposit ? (
        <div className="proposal__deposit">
          <h3>{t.depositTitle}</h3>
          <p>
            {t.deposit(money(deposit.amountUsd, 'USD'))} {due}
          </p>
          <Approximately usd={deposit.amountUsd} />
          {deposit.balanceDueDate && deposit.balanceUsd > 0 ? (
            <p>{t.balanceDue(money(deposit.balanceUsd, 'USD'), date(deposit.balanceDueDate))}</p>
          ) : null}
        </div>
      ) : null}
      {view.paymentLink ? (
        <p>
          <a className="button" href={view.paymentLink} target="_blank" rel="noopener noreferrer">
            {t.payOnline}
          </a>
        </p>
      ) : view.bankDetails ? (
        <div className="proposal__bank">
          <h3>{t.bankTransfer}</h3>
          <p className="proposal__payment" {...textLang(view.bankDetails)}>
            {view.bankDetails}
          </p>
        </div>
      ) : null}
      {view.paymentNote ? (
        <p className="proposal__payment" {...textLang(view.paymentNote)}>
          {view.paymentNote}
        </p>
      ) : null}
    </>
  )
}
