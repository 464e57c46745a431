import { useT, useTextLang } from '~/i18n/react'
import { type AddressedSpecialist, specialistParams } from '~/logic/enquiry-specialist'

/**
 * An enquiry addressed to a trip's specialist (issue 35): the sentence that says who will answer, and the hidden
 * fields that carry them. The server checks the id against the team; the name and office ride along for a hosted
 * EmailJS template, which receives the form's fields as they are.
 */
export function SpecialistFields({ specialist }: { specialist: AddressedSpecialist }) {
  const t = useT().contact
  const textLang = useTextLang()
  const sentence = t.enquiryGoesTo('\u0000', specialist.officeTitle)
  const [before, after] = sentence.split('\u0000')
  return (
    <>
      <p className="contact-form__specialist" role="note">
        {before}
        <bdi {...textLang(specialist.shownName)}>{specialist.shownName}</bdi>
        {after}
      </p>
      {Object.entries(specialistParams(specialist)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
