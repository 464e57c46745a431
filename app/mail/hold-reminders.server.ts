import type { SanityClient } from '@sanity/client'
import { DEFAULT_LANG, isLang } from '#shared/languages'
import { proposalPath } from '#shared/private-documents'
import { nairobiDate } from '~/logic/departures'
import { type DepositRule, depositOf } from '~/logic/deposit'
import { holdMail } from './hold-mail.server'
import type { TravellerMail } from './proposal-mail.server'

/**
 * The reminder a traveller gets 24 hours before their hold ends (issue 45, decision 067), sent once: each hold due
 * one is claimed by setting `reminderSentAt` on the revision read (`ifRevisionID`), so of two workers only one
 * sends; a failed send takes the claim back so the next pass tries again. "Extend 24 hours" in the Studio unsets
 * `reminderSentAt`, so an extended hold is reminded again. One query a pass.
 */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000

const DUE = `*[_type == "hold" && _id in path("hold.*") && state == "held" && !defined(reminderSentAt)
  && expiresAt > $now && expiresAt <= $soon]{
  _id, _rev, expiresAt, travellerTimeZone, places,
  "proposal": proposal->{
    _id, token, language, title, totalUsd, paymentLink, traveller{ firstName, email },
    "specialist": specialist->name,
    "startDate": coalesce(
      departure.trip->departures[_key == ^.departure.departureKey][0].startDate, departure.startDate
    ),
    "deposit": departure.trip->deposit{ kind, value, balanceDueDays }
  },
  "bankDetails": *[_type == "siteSettings" && _id == "siteSettings"][0].bankDetails
}`

type DueHold = {
  _id: string
  _rev: string
  expiresAt: string
  travellerTimeZone?: string | null
  places: number
  proposal: {
    _id: string
    token: string
    language?: string | null
    title?: string | null
    totalUsd?: number | null
    paymentLink?: string | null
    traveller?: { firstName?: string | null; email?: string | null } | null
    specialist?: string | null
    startDate?: string | null
    deposit?: DepositRule | null
  } | null
  bankDetails?: Record<string, string | undefined> | null
}

type Options = {
  client: Pick<SanityClient, 'fetch' | 'patch'>
  now: Date
  send: (mail: TravellerMail) => Promise<void>
  /** The site's public origin, for the proposal's link. */
  origin: string
  log?: Pick<Console, 'log' | 'error'>
}

/** One pass: every hold ending within 24 hours and not yet reminded gets its reminder. Resolves with how many sent. */
export async function sendHoldReminders({ client, now, send, origin, log = console }: Options): Promise<number> {
  const soon = new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString()
  const due = await client.fetch<DueHold[]>(DUE, { now: now.toISOString(), soon }, { perspective: 'raw' })
  let sent = 0
  for (const hold of due) {
    const mail = reminderOf(hold, now, origin)
    if (!mail) continue
    if (!(await claim(client, hold, now))) continue
    try {
      await send(mail)
      sent += 1
      log.log(`[holds] reminded the traveller of ${hold._id}`)
    } catch (error) {
      log.error(
        `[holds] could not remind the traveller of ${hold._id}: ${(error as Error).message}; trying again later`,
      )
      await client
        .patch(hold._id)
        .unset(['reminderSentAt'])
        .commit()
        .catch((release: Error) => log.error(`[holds] ${release.message}`))
    }
  }
  return sent
}

async function claim(client: Options['client'], hold: DueHold, now: Date): Promise<boolean> {
  try {
    await client.patch(hold._id).ifRevisionId(hold._rev).set({ reminderSentAt: now.toISOString() }).commit()
    return true
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return false
    throw error
  }
}

function reminderOf(hold: DueHold, now: Date, origin: string): TravellerMail | null {
  const { proposal } = hold
  const to = proposal?.traveller?.email
  if (!proposal || !to) return null
  const language = isLang(proposal.language) ? proposal.language : DEFAULT_LANG
  return holdMail(
    {
      to,
      language,
      title: proposal.title ?? '',
      firstName: proposal.traveller?.firstName ?? '',
      specialistName: proposal.specialist ?? null,
      link: new URL(proposalPath(language, proposal.token), origin).href,
      expiresAt: hold.expiresAt,
      travellerTimeZone: hold.travellerTimeZone,
      deposit: depositOf(proposal.deposit, proposal.totalUsd ?? 0, hold.places, proposal.startDate, nairobiDate(now)),
      paymentLink: proposal.paymentLink ?? null,
      bankDetails: hold.bankDetails?.[language] ?? hold.bankDetails?.[DEFAULT_LANG] ?? null,
    },
    'reminder',
  )
}
