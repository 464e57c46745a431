import { blocks, keyed, type Paragraph, type SeedDocument } from './helpers'
import { localeBlocks, localeString, localeText } from './translations'

// Terms & Conditions (11 sections) and Privacy Policy (8 sections), in the spec's order.

/** The anchor of a section: its heading in kebab-case ("AI-Curated Itineraries" → "ai-curated-itineraries"). */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** A section as the source gives it: its heading, then its paragraphs. */
type Section = [heading: string, paragraphs: Paragraph[]]

/** Sections from [heading, paragraphs] pairs; a paragraph that is an array of strings is a bullet list. */
const sections = (doc: string, list: Section[]) =>
  keyed(
    'section',
    'legalSection',
    list.map(([heading, paragraphs], index) => ({
      heading: localeString(heading),
      anchor: anchorOf(heading),
      body: localeBlocks(blocks(`${doc}-${index + 1}`, paragraphs)),
    })),
  )

const terms: Section[] = [
  [
    'Definitions',
    [
      'In these Terms & Conditions the following words have the meanings given below:',
      [
        '“Savanna Links”, “we”, “us” and “our” mean Savanna Links Golf & Safari, a tour operator registered in the Republic of Kenya, including its offices in Dubai and the United States.',
        '“You” and “your” mean the person who makes a booking or uses the Site, and every traveller named on a booking.',
        '“Trip” means any itinerary, circuit, golf programme, excursion, hotel stay, transfer or other travel service that we arrange for you.',
        '“Itinerary” means the day-by-day plan of a Trip, whether a package shown on the Site or a plan prepared for you by a consultant.',
        '“Supplier” means an independent third party that provides part of a Trip, such as a hotel, lodge, golf club, airline, air-charter or yacht operator, or ground-transport company.',
        '“Departure date” means the first day of your Trip as stated in your booking confirmation.',
        '“Site” means the Savanna Links website and every page, form and service offered through it.',
      ],
    ],
  ],
  [
    'Booking and Payment',
    [
      'A booking is made when you confirm an itinerary with one of our consultants and we issue a written booking confirmation. Prices on the Site are quoted in US dollars per person, are subject to availability and may change until your booking is confirmed.',
      'Unless we have agreed otherwise in writing, the full price of the Trip must be paid before the departure date. Where a deposit or staged payments have been agreed in writing, the balance must reach us by the date shown on your invoice; if it does not, we may treat the booking as cancelled by you and apply the charges set out under Cancellation and Refund.',
      'Payment may be made by bank transfer or by any other method we confirm in writing. Bank, card and currency-conversion charges are your responsibility. The lead traveller pays on behalf of everyone named on the booking and must make sure that the names and details given to us match each traveller’s passport.',
    ],
  ],
  [
    'AI-Curated Itineraries',
    [
      'To help you plan, some itinerary suggestions on the Site or in our correspondence may be prepared with the assistance of artificial-intelligence tools, drawing on our own knowledge of courses, lodges and routes.',
      'An AI-assisted suggestion is a starting point, not a confirmed arrangement. Every itinerary is reviewed, adjusted where needed and confirmed in writing by a Savanna Links consultant before it is booked, and only the confirmed itinerary forms part of your contract with us.',
      'Tee times, game-drive routes, flight schedules and availability shown in a suggestion are indicative until confirmed. If anything in a suggestion does not suit you, tell your consultant and we will tailor it.',
    ],
  ],
  [
    'Cancellation and Refund',
    [
      'If you need to cancel, please tell us in writing. The cancellation takes effect on the day we receive your notice, and the refund depends on how long before the departure date that is:',
      [
        '30 days or more before departure: a full refund of the amount paid, minus processing fees.',
        '15 to 30 days before departure: a refund of 50% of the amount paid.',
        'Under 15 days before departure: no refund.',
      ],
      'Where notice reaches us exactly 30 days before departure, the first, more favourable tier applies. Processing fees cover bank and card charges and the administrative cost of handling your booking; we itemise them on your refund statement.',
      'Refunds are paid to the original payer by the original payment method within 30 days of the cancellation. If we have to cancel a Trip for reasons within our control, you may choose an alternative Trip of an equivalent standard or a full refund of everything you have paid.',
    ],
  ],
  [
    'Travel Insurance',
    [
      'Comprehensive travel insurance is a condition of travelling with us. Your policy should cover cancellation and curtailment, medical treatment, emergency evacuation (including air evacuation from remote safari areas), personal liability, and loss of or damage to baggage and golf equipment.',
      'Personal insurance is not included in the price of any Trip. We may ask for your policy details before departure, and we recommend that you buy cover as soon as you book so that you are protected against cancellation charges.',
    ],
  ],
  [
    'Limitation of Liability',
    [
      'We select our Suppliers with care and will provide the services we have promised with reasonable skill and care. Many parts of a Trip are, however, provided by independent Suppliers under their own terms, and to the extent permitted by law we are not liable for their acts or omissions.',
      'We are not liable for loss, injury, damage, delay or expense caused by events beyond our reasonable control, including severe weather, natural disasters, epidemics, civil unrest, government action, changes to airline schedules, or the behaviour of wild animals. Safaris take place in natural habitats, and sightings of particular species can never be guaranteed.',
      'Where we are found liable, our total liability to you is limited to the price you paid for the affected Trip. Nothing in these Terms limits our liability for death or personal injury caused by our negligence, or any other liability that cannot be limited under the laws of Kenya.',
    ],
  ],
  [
    'User Accounts',
    [
      'You can browse the Site without an account, but accounts may be required for some features of the Site, such as signing in to keep track of the trips you have selected.',
      'When you create an account you must give accurate information and keep your password confidential. You are responsible for all activity under your account and should tell us at once if you believe it has been used without your permission.',
      'We may suspend or close an account that is used in breach of these Terms. You may close your account at any time by contacting us.',
    ],
  ],
  [
    'Prohibited Activities',
    [
      'When using the Site you agree not to:',
      [
        'make a speculative, false or fraudulent booking or enquiry;',
        'give false personal information or impersonate another person;',
        'attempt to gain unauthorised access to the Site, its systems or other users’ accounts;',
        'introduce viruses or other malicious code, or do anything that could disrupt or damage the Site;',
        'use automated tools to scrape, copy or harvest content, prices or data from the Site;',
        'use the Site for any unlawful purpose or in a way that infringes the rights of others.',
      ],
      'During your Trip you must follow the rules of national parks, conservancies, golf clubs and hotels, and the instructions of your guides. We may end the Trip, without refund, of anyone whose conduct endangers other people, wildlife or property.',
    ],
  ],
  [
    'Intellectual Property',
    [
      'All content on the Site, including its text, itineraries, photographs, video, graphics and logos, and the product grid and the way our catalogue is arranged, belongs to Savanna Links or is used with the permission of its owners, and is protected by copyright and other intellectual-property laws.',
      'You may view and print pages for your own personal, non-commercial use in planning a Trip. You may not copy, reproduce, republish or distribute any part of the Site or its content for any other purpose without our prior written consent.',
      'The Savanna Links name and logo are our trade marks. The names and marks of golf clubs, hotels, lodges and other Suppliers belong to their respective owners.',
    ],
  ],
  [
    'Governing Law',
    [
      'These Terms, and any dispute or claim arising out of or in connection with them or with your Trip, are governed by the laws of the Republic of Kenya, and the courts of Nairobi have exclusive jurisdiction.',
      'If something goes wrong during your Trip, please tell your guide or our team straight away so that we can put it right. Before starting any proceedings, we ask that you raise your complaint with us in writing so that we can try to resolve it promptly and amicably.',
    ],
  ],
  [
    'Amendments',
    [
      'We may update these Terms from time to time, for example to reflect changes in the law or in our services. The version that applies to your booking is the one published on the Site on the date your booking is confirmed.',
      'The date of the latest revision is shown at the top of this page. By continuing to use the Site after changes are published, you accept the updated Terms for your future use of the Site and for future bookings.',
    ],
  ],
]

const privacy: Section[] = [
  [
    'Information We Collect',
    [
      'We collect only the information we need to plan and deliver your Trip and to run the Site:',
      [
        'Contact details you give us, such as your name, e-mail address and phone number, when you send an enquiry or create an account.',
        'Booking details, including travellers’ names, dates of birth, passport and nationality details, flight information, golf handicaps, and any dietary or medical requirements you choose to share.',
        'Account information, such as the e-mail address you sign in with. Passwords are handled by our authentication provider and are never visible to us.',
        'Technical information, such as your browser and device type, the pages you visit and your approximate location, collected through cookies and similar technologies.',
      ],
      'If you give us information about other people in your travelling party, please make sure they are happy for you to do so.',
    ],
  ],
  [
    'How We Use Your Information',
    [
      'We use your information to:',
      [
        'answer your enquiries and prepare itinerary proposals;',
        'make and manage bookings with hotels, golf clubs, airlines and other Suppliers;',
        'take payments and keep the financial records the law requires;',
        'look after your safety and well-being during your Trip;',
        'operate, secure and improve the Site;',
        'send you news and offers, where you have agreed to receive them.',
      ],
      'We rely on the performance of our contract with you, our legal obligations, our legitimate interest in running a safe and effective business and, for marketing, your consent, which you may withdraw at any time.',
    ],
  ],
  [
    'Data Security',
    [
      'We protect your information with appropriate technical and organisational measures, including encrypted connections, access limited to the staff who need the data for their work, and reputable hosting providers.',
      'We keep personal data only for as long as we need it for the purposes described in this policy, or for as long as the law requires, for example for tax and accounting records. No transmission over the internet is completely secure, so please contact us straight away if you suspect that your account has been compromised.',
    ],
  ],
  [
    'Sharing Your Information',
    [
      'We do not sell your personal information. We share it only where this is needed to deliver your Trip or to run our business:',
      [
        'with Suppliers such as hotels, lodges, golf clubs, airlines, air-charter and yacht operators and ground handlers, so that they can provide the services you have booked;',
        'with service providers that host the Site, handle sign-in, send e-mail or process payments on our behalf, under contracts that require them to protect your data;',
        'between our offices in Kenya, the United Arab Emirates and the United States, so that the right consultant can help you;',
        'with authorities, insurers or emergency services where the law requires it or your safety depends on it.',
      ],
      'Some of these recipients are outside Kenya. When we transfer personal data abroad, we take steps to make sure it continues to receive an appropriate level of protection.',
    ],
  ],
  [
    'Cookies',
    [
      'Cookies are small text files stored on your device. We use essential cookies and similar browser storage to keep you signed in and to remember the contents of your tour cart, and analytics cookies to understand how visitors use the Site so that we can improve it.',
      'You can control or delete cookies through your browser settings. If you block essential cookies, some features, such as signing in or keeping your cart, may not work properly.',
    ],
  ],
  [
    'Your Rights',
    [
      'Subject to the law that applies to you, you have the right to:',
      [
        'be informed about how your personal data is used;',
        'access the personal data we hold about you;',
        'ask us to correct data that is inaccurate or incomplete;',
        'ask us to delete your data or to restrict how we use it;',
        'object to processing, including for direct marketing;',
        'receive your data in a portable format;',
        'withdraw your consent at any time where we rely on it.',
      ],
      'To exercise any of these rights, contact us using the details below, and we will respond within the time the law allows. If you are not satisfied with our response, you may complain to the Office of the Data Protection Commissioner in Kenya or to the data-protection authority where you live.',
    ],
  ],
  [
    'Changes to This Policy',
    [
      'We may update this policy as our services or the law change. The date at the top of this page shows when it was last revised, and where changes are significant we will tell you by e-mail or with a notice on the Site.',
    ],
  ],
  [
    'Contact Us',
    [
      'If you have any questions about this policy or about how we handle your personal information, or if you wish to exercise your rights, please write to privacy@savannalinks.example.',
      'You can also call us on +254 700 000 101 or write to any of our offices in Nairobi, Dubai and the United States, whose addresses are listed at the foot of every page.',
    ],
  ],
]

export const documents: SeedDocument[] = [
  {
    _id: 'legal-terms',
    _type: 'legalPage',
    kind: 'terms',
    title: localeString('Terms & Conditions'),
    lastUpdated: '2025-01-15',
    intro: localeText(
      'These Terms & Conditions govern your use of the Savanna Links Golf & Safari website and every trip you book with us. Please read them carefully before making a booking: by booking a trip or using the site, you agree to be bound by them.',
    ),
    sections: sections('terms', terms),
  },
  {
    _id: 'legal-privacy',
    _type: 'legalPage',
    kind: 'privacy',
    title: localeString('Privacy Policy'),
    lastUpdated: '2025-01-15',
    intro: localeText(
      'Savanna Links Golf & Safari respects your privacy. This policy explains what personal information we collect when you use our website or travel with us, how we use and protect it, and the choices you have. We handle personal data in line with the Kenya Data Protection Act, 2019, and with the data-protection laws of the other countries where we operate.',
    ),
    sections: sections('privacy', privacy),
  },
]
