import { DEFAULT_LANG, isLang, languageById } from '#shared/languages'
import { catalogueFor } from '~/i18n/catalogue'
import { formatDate, formatMoney } from '~/i18n/format'
import type { Deposit } from '~/logic/deposit'
import { holdEnd, travellerTimeZone } from '~/logic/proposal-hold'
import type { TravellerMail } from './proposal-mail.server'

/**
 * The traveller's e-mails of a hold (issue 45, decision 067), in the proposal's language: when their places are
 * held (until when, in Nairobi time and their own, the deposit and how to pay) and the reminder a day before the
 * hold ends. The words are the catalogues' `proposalMail`.
 */
export type HoldMailFacts = {
  to: string
  language: string | null | undefined
  title: string
  firstName: string
  specialistName: string | null
  /** The proposal's page. */
  link: string
  expiresAt: string
  travellerTimeZone?: string | null
  deposit: Deposit | null
  paymentLink: string | null
  bankDetails: string | null
}

export function holdMail(facts: HoldMailFacts, kind: 'held' | 'reminder'): TravellerMail {
  const language = isLang(facts.language) ? facts.language : DEFAULT_LANG
  const { intlLocale, moneyLocale } = languageById(language)
  const words = catalogueFor(language).proposalMail
  const { nairobi: until, yours } = holdEnd(facts.expiresAt, travellerTimeZone(facts.travellerTimeZone), intlLocale)
  const { deposit } = facts
  const lines = [
    words.greeting(facts.firstName),
    '',
    kind === 'held' ? words.heldLead(until) : words.reminderLead(until),
    ...(yours ? [words.heldYours(yours.time, yours.zone)] : []),
    '',
    ...(deposit ? [words.deposit(formatMoney(deposit.amountUsd, 'USD', moneyLocale))] : []),
    ...(deposit?.balanceDueDate && deposit.balanceUsd > 0
      ? [
          words.balance(
            formatMoney(deposit.balanceUsd, 'USD', moneyLocale),
            formatDate(deposit.balanceDueDate, intlLocale),
          ),
        ]
      : []),
    ...(facts.paymentLink
      ? [words.payOnline(facts.paymentLink)]
      : facts.bankDetails
        ? [words.payByBank, facts.bankDetails]
        : [words.payAsked]),
    '',
    words.openProposal,
    facts.link,
    '',
    words.signOff,
    facts.specialistName ? `${facts.specialistName}, ${words.company}` : words.company,
  ]
  const subject = kind === 'held' ? words.heldSubject(facts.title) : words.reminderSubject(facts.title)
  return { to: facts.to, language, subject, message: lines.join('\n'), link: facts.link }
}
