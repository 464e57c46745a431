import type { AppLoadContext } from '@remix-run/node'
import { isLang, type Lang } from '#shared/languages'
import { findItinerary } from '~/content/loaders/resolve-itinerary.server'
import { addressedSpecialist } from '~/content/loaders/specialist.server'
import { catalogueFor } from '~/i18n/catalogue'
import { visitorLanguage } from '~/i18n/visitor-language.server'
import { readEnquiryContext } from '~/logic/enquiry-context'
import {
  ENQUIRY_LIMITS,
  enquiryFieldProblems,
  enquiryValues,
  otherFieldsHoldControlCharacters,
} from '~/logic/enquiry-form'
import { SPECIALIST_FIELDS } from '~/logic/enquiry-specialist'
import { refuse, refuseFields, runFormAction } from '~/platform/form-action.server'
import { deliverEnquiry, EnquiryChannelMissing } from './enquiries.server'

/**
 * Each field's limit, with room for multi-byte characters: the five fields, the specialist's three, the context's
 * five (source, trip, departure, adults, children), the language, room for two.
 */
const ENQUIRY_FORM_LIMITS = { maxBytes: 48 * 1024, maxFields: 16, maxFieldBytes: 4 * ENQUIRY_LIMITS.message }

/**
 * The enquiry form, however it arrives (decision 062): posted by the contact page without JavaScript, or by its
 * script to /api/enquiry. Checked with the browser's rules, answered in `lang` (the words of the page it came
 * from), then e-mailed and kept by deliverEnquiry. Every value comes back on any failure, so nothing typed is lost.
 */
export async function runEnquiryAction(request: Request, context: AppLoadContext, lang: Lang) {
  const catalogue = catalogueFor(lang)
  const words = catalogue.forms
  return runFormAction(request, context, {
    limits: ENQUIRY_FORM_LIMITS,
    values: enquiryValues,
    unreadable: (error) => `${error.message} ${words.nothingSent}`,
    check: async (values, form) => {
      // A hidden field the visitor never typed in, damaged or forged (decision 048): the form again, as typed.
      const hiddenDamaged = otherFieldsHoldControlCharacters(form) ? words.hiddenControlCharacters : null
      refuseFields(enquiryFieldProblems(values, words), hiddenDamaged)
      // The specialist the form is addressed to (issue 35), checked against the published team.
      const specialist = await addressedSpecialist(request, form.get(SPECIALIST_FIELDS.id))
      if (specialist === 'unknown') refuse(400, catalogue.contact.unknownSpecialist)
      const about = readEnquiryContext(form)
      // The trip by its slug, as the page named it; one that names nothing is left out, not refused.
      const trip = about.trip ? await findItinerary(request, about.trip) : null
      // The page's edition: the script names it (from <html lang>); a post without it, the form's own address.
      const named = form.get('language')
      const language = isLang(named) ? named : visitorLanguage(request)
      return { specialist, about, language, tripId: trip?.item?._id ?? trip?.pkg?._id ?? null }
    },
    allowance: { limit: 'enquiry', refused: words.rateLimited },
    write: async ({ specialist, about, language, tripId }, values) => {
      try {
        await deliverEnquiry(values, {
          language,
          specialist,
          source: about.source,
          trip: tripId,
          departureDate: about.departureDate,
          party: about.party,
        })
      } catch (error) {
        if (error instanceof EnquiryChannelMissing) refuse(503, error.message)
        throw error
      }
      return words.messageSent
    },
    failed: (error) => {
      // The enquiry itself stays out of the log: it is the visitor's personal data.
      console.error('An enquiry could not be delivered:', (error as Error).message)
      return words.messageFailed
    },
  })
}
