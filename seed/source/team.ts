import { img, type Reference, ref, type SeedDocument } from './helpers'
import { localeString, localeText, withWrittenForms } from './translations'

// Sample team. Names, e-mails and phone numbers are fictional placeholders (phone numbers in
// unassigned/fictional ranges, e-mail on the reserved .example domain); editors replace them in the studio.
const members = [
  {
    name: 'Amani Njoroge',
    position: 'Chief Executive Officer',
    bio:
      'Amani co-founded Savanna Links in 2020 after two decades in Kenyan hospitality and a lifelong love of the game. ' +
      'She sets the company’s vision of pairing world-class golf with authentic safari, and still personally reviews every new lodge and course we add.',
    phone: '+254 700 000 111',
    languages: ['en', 'sw', 'fr'],
    office: 'Nairobi',
    whatsapp: '+254 700 000 111',
    tripsIDesign: 'Our flagship golf safaris, from Nairobi’s parkland courses to the Maasai Mara',
  },
  {
    name: 'David Otieno',
    position: 'Managing Director and Lead Consultant',
    bio:
      'David is the other co-founder of Savanna Links and the architect of its signature itineraries. ' +
      'A single-figure handicapper who grew up near the Rift Valley, he knows the country’s courses and conservancies first-hand. ' +
      'He leads the consultant team that plans every trip.',
    phone: '+254 700 000 112',
    languages: ['en', 'sw', 'de'],
    office: 'Nairobi',
    whatsapp: '+254 700 000 112',
    tripsIDesign: 'Golf-first journeys on Kenya’s championship courses',
  },
  {
    name: 'Grace Muthoni',
    position: 'Travel Consultant and Business Manager',
    bio:
      'Grace looks after clients from first enquiry to final invoice and keeps the business side of Savanna Links running smoothly. ' +
      'Her background in corporate travel makes her our go-to consultant for executive groups and incentive trips.',
    phone: '+254 700 000 113',
    languages: ['en', 'sw', 'fr'],
    office: 'Nairobi',
    whatsapp: '+254 700 000 113',
    tripsIDesign: 'Highland and Rift Valley circuits for executive groups and incentive trips',
  },
  {
    name: 'Kevin Kiprono',
    position: 'Travel Leader & Hospitality Manager',
    bio:
      'Kevin travels with our groups and makes sure every lodge, hotel and dinner meets the Savanna Links standard. ' +
      'He has a gift for anticipating what guests need before they ask, from a quiet table at sunset to a last-minute change of plan.',
    phone: '+254 700 000 114',
    languages: ['en', 'sw', 'it'],
    office: 'Nairobi',
    whatsapp: '+254 700 000 114',
    tripsIDesign: 'Hotel and lodge stays chosen for their service and setting',
  },
  {
    name: 'Joseph Lemayian',
    position: 'Tour Guide and Operations Manager',
    bio:
      'Raised on the edge of the Maasai Mara, Joseph is a professional safari guide with a tracker’s eye for wildlife. ' +
      'He runs our day-to-day operations, coordinating vehicles, flights and guides so that every transfer happens on time.',
    phone: '+254 700 000 115',
    languages: ['en', 'sw'],
    office: 'Nairobi',
    whatsapp: '+254 700 000 115',
    tripsIDesign: 'Safaris, gorilla treks and days in the conservancies',
  },
  {
    name: 'Faith Achieng',
    position: 'Digital Marketing and IT Manager',
    bio:
      'Faith manages our website, social channels and the systems behind every booking. ' +
      'She brings stories from the field to our online audience and makes planning a trip with us as easy online as it is in person.',
    phone: '+254 700 000 116',
    languages: ['en', 'sw'],
    office: 'Nairobi',
    whatsapp: '+254 700 000 116',
  },
  {
    name: 'Omar Al Mansoori',
    position: 'Travel Consultant and General Manager for Dubai',
    bio:
      'Omar leads our Dubai office and looks after clients across the Gulf. ' +
      'A keen golfer on the Emirates’ championship courses, he designs Dubai-and-Kenya combinations and arranges seamless connections between the two.',
    phone: '+971 4 000 0117',
    languages: ['ar', 'en', 'hi', 'ur'],
    office: 'UAE',
    whatsapp: '+971 50 000 0117',
    tripsIDesign: 'Dubai-and-Kenya journeys, with golf in the Emirates',
  },
  {
    name: 'Emily Carter',
    position: 'Partner and Travel Consultant',
    bio:
      'Emily represents Savanna Links in the United States and became a partner after her own first golf safari in 2021. ' +
      'She helps North American travellers plan their trips, from choosing the right season to arranging connections via Nairobi or Dubai.',
    phone: '+1 555 0118',
    languages: ['en', 'es'],
    office: 'US',
    whatsapp: '+1 555 0118',
    tripsIDesign: 'Beach and golf escapes for North American travellers, from Zanzibar to the Kenyan coast',
  },
]

export const documents: SeedDocument[] = members.map((member, index) => {
  const n = String(index + 1).padStart(2, '0')
  const firstName = member.name.split(' ')[0]!.toLowerCase()
  return {
    _id: `team-${n}`,
    _type: 'teamMember',
    order: index + 1,
    ...withWrittenForms('name', member.name),
    position: localeString(member.position),
    bio: localeText(member.bio),
    email: `${firstName}@savannalinks.example`,
    phone: member.phone,
    photo: img(`team-${n}.jpg`, `Portrait of ${member.name}`),
    languages: member.languages,
    office: member.office,
    whatsapp: member.whatsapp,
    ...(member.tripsIDesign ? { tripsIDesign: localeString(member.tripsIDesign) } : {}),
  }
})

/**
 * Who designs which trip (issue 35): golf to David, safaris and excursions to Joseph, hotels to Kevin, Dubai to
 * Omar in the UAE office, Zanzibar and the coast to Emily for North American travellers, the highland circuits
 * to Grace, the flagship Gold journey and Nairobi to Amani. A package and the catalogue item that opens it name
 * the same person. Faith (marketing and IT) designs none.
 */
const SPECIALIST_OF_TRIP: Readonly<Record<string, string>> = {
  'item-gold': 'team-01',
  'package-gold-package': 'team-01',
  'item-nairobi-city': 'team-01',
  'item-silver': 'team-02',
  'package-silver-package': 'team-02',
  'item-silver-2': 'team-02',
  'item-silver-3': 'team-02',
  'item-mt-kenya': 'team-03',
  'item-great-rift-valley': 'team-03',
  'item-rwanda': 'team-05',
  'package-rwanda-package': 'team-05',
  'item-rwanda-circuit': 'team-05',
  'item-dubai': 'team-07',
  'package-dubai-package': 'team-07',
  'item-zanzibar': 'team-08',
  'package-zanzibar-package': 'team-08',
  'item-coastal': 'team-08',
}
const SPECIALIST_OF_CATEGORY: Readonly<Record<string, string>> = {
  'Golf Courses': 'team-02',
  Excursions: 'team-05',
  Hotels: 'team-04',
}

/** The reference to a trip's specialist, by its document id (or its category); a trip without one is a mistake. */
export function specialistOf(tripId: string, category?: string): Reference {
  const id = SPECIALIST_OF_TRIP[tripId] ?? (category ? SPECIALIST_OF_CATEGORY[category] : undefined)
  if (!id) throw new Error(`${tripId} names no specialist: add it to SPECIALIST_OF_TRIP in seed/source/team.ts`)
  return ref(id)
}
