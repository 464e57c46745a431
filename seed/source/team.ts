import { img, type SeedDocument } from './helpers'
import { localeString, localeText } from './translations'

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
  },
  {
    name: 'David Otieno',
    position: 'Managing Director and Lead Consultant',
    bio:
      'David is the other co-founder of Savanna Links and the architect of its signature itineraries. ' +
      'A single-figure handicapper who grew up near the Rift Valley, he knows the country’s courses and conservancies first-hand. ' +
      'He leads the consultant team that plans every trip.',
    phone: '+254 700 000 112',
  },
  {
    name: 'Grace Muthoni',
    position: 'Travel Consultant and Business Manager',
    bio:
      'Grace looks after clients from first enquiry to final invoice and keeps the business side of Savanna Links running smoothly. ' +
      'Her background in corporate travel makes her our go-to consultant for executive groups and incentive trips.',
    phone: '+254 700 000 113',
  },
  {
    name: 'Kevin Kiprono',
    position: 'Travel Leader & Hospitality Manager',
    bio:
      'Kevin travels with our groups and makes sure every lodge, hotel and dinner meets the Savanna Links standard. ' +
      'He has a gift for anticipating what guests need before they ask, from a quiet table at sunset to a last-minute change of plan.',
    phone: '+254 700 000 114',
  },
  {
    name: 'Joseph Lemayian',
    position: 'Tour Guide and Operations Manager',
    bio:
      'Raised on the edge of the Maasai Mara, Joseph is a professional safari guide with a tracker’s eye for wildlife. ' +
      'He runs our day-to-day operations, coordinating vehicles, flights and guides so that every transfer happens on time.',
    phone: '+254 700 000 115',
  },
  {
    name: 'Faith Achieng',
    position: 'Digital Marketing and IT Manager',
    bio:
      'Faith manages our website, social channels and the systems behind every booking. ' +
      'She brings stories from the field to our online audience and makes planning a trip with us as easy online as it is in person.',
    phone: '+254 700 000 116',
  },
  {
    name: 'Omar Al Mansoori',
    position: 'Travel Consultant and General Manager for Dubai',
    bio:
      'Omar leads our Dubai office and looks after clients across the Gulf. ' +
      'A keen golfer on the Emirates’ championship courses, he designs Dubai-and-Kenya combinations and arranges seamless connections between the two.',
    phone: '+971 4 000 0117',
  },
  {
    name: 'Emily Carter',
    position: 'Partner and Travel Consultant',
    bio:
      'Emily represents Savanna Links in the United States and became a partner after her own first golf safari in 2021. ' +
      'She helps North American travellers plan their trips, from choosing the right season to arranging connections via Nairobi or Dubai.',
    phone: '+1 555 0118',
  },
]

export const documents: SeedDocument[] = members.map((member, index) => {
  const n = String(index + 1).padStart(2, '0')
  const firstName = member.name.split(' ')[0]!.toLowerCase()
  return {
    _id: `team-${n}`,
    _type: 'teamMember',
    order: index + 1,
    name: member.name,
    position: localeString(member.position),
    bio: localeText(member.bio),
    email: `${firstName}@savannalinks.example`,
    phone: member.phone,
    photo: img(`team-${n}.jpg`, `Portrait of ${member.name}`),
  }
})
