import { file, img, keyed, type SeedDocument } from './helpers'
import { localeString, localeText, withWrittenForms } from './translations'

// Site-wide settings. Addresses, phone numbers (fictional ranges) and e-mail addresses (reserved .example
// domain) are sample values; editors replace them in the studio.
export const documents: SeedDocument[] = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    companyName: 'Savanna Links Golf & Safari',
    tagline: localeString('Championship golf and classic safari, crafted in Kenya.'),
    itineraryTagline: localeString('Experience Luxury, Adventure, Golf & Business Networking with us!'),
    contactIntro: localeText(
      'Tell us when you would like to travel and what you would love to do. A consultant will reply within one working day.',
    ),
    subscribeBlurb: localeString('Seasonal itineraries and tee-time news, a few times a year.'),
    phone: '+254 700 000 101',
    email: 'hello@savannalinks.example',
    social: keyed('social', 'socialLink', [
      { platform: 'facebook', url: 'https://www.facebook.com/savannalinks' },
      { platform: 'twitter', url: 'https://twitter.com/savannalinks' },
      { platform: 'instagram', url: 'https://www.instagram.com/savannalinks' },
      { platform: 'linkedin', url: 'https://www.linkedin.com/company/savannalinks' },
    ]),
    offices: keyed('office', 'office', [
      {
        region: 'UAE',
        title: localeString('Dubai Office'),
        ...withWrittenForms('address', 'Office 1204, Acacia Business Tower, Business Bay, Dubai, United Arab Emirates'),
        phone: '+971 4 000 0101',
        email: 'dubai@savannalinks.example',
      },
      {
        region: 'US',
        title: localeString('US Office'),
        ...withWrittenForms('address', 'Suite 410, 1800 Fairway Plaza, Houston, TX 77056, United States'),
        phone: '+1 555 0101',
        email: 'usa@savannalinks.example',
      },
      {
        region: 'Nairobi',
        title: localeString('Nairobi Office'),
        ...withWrittenForms('address', 'Acacia House, Karen Road, Karen, Nairobi, Kenya'),
        phone: '+254 700 000 102',
        email: 'nairobi@savannalinks.example',
      },
    ]),
    companyBlurb: localeText(
      'Savanna Links Golf & Safari is a Kenyan tour operator that brings championship golf and classic safari together in one journey. ' +
        'Conceived in 2020 and registered in 2024, we plan all-inclusive trips across Kenya and beyond from our offices in Nairobi, Dubai and the United States.',
    ),
    // An obviously example account (decision 067): staff put the company’s real one in the Studio. The Arabic keeps
    // the IBAN in one left-to-right run (isolates), so it does not break apart in a right-to-left line.
    bankDetails: localeText(
      "Bank transfer in US dollars to Savanna Links Golf & Safari Ltd, Example Bank Kenya, Nairobi. IBAN: KE00 EXAM PLE0 0000 0000 0000 (an example: staff replace it with the real account). SWIFT: EXAMKENA. Please quote your proposal's title as the reference.",
    ),
    licenceNumber: 'KTB/TA/2024/0417',
    tourismBoard: {
      name: 'Kenya Tourism Board',
      url: 'https://www.ktb.go.ke',
      logo: img('tourism-board-logo.png', 'Kenya Tourism Board logo'),
    },
    chat: {
      url: 'https://wa.me/254700000101',
      prefilledText: localeText("Hello Savanna Links! I'd like to know more about your golf and safari itineraries."),
    },
    adVideo: file('ad-video.mp4'),
    adVideoPoster: img('ad-poster.jpg', 'Golfers on a fairway with giraffes grazing beyond the rough'),
    letterhead: img('letterhead.jpg', 'Savanna Links Golf & Safari letterhead with logo and office addresses'),
    ogImage: img('og-default.jpg', 'Savanna Links Golf & Safari: a golf green at sunset on the edge of the savanna'),
    copyrightYear: 2025,
    seo: {
      title: localeString('Savanna Links Golf & Safari | Luxury Golf Safaris in Kenya'),
      description: localeText(
        'All-inclusive golf and safari holidays in Kenya, with Zanzibar, Rwanda and Dubai extensions. Championship courses, private game drives and tailor-made trips.',
      ),
    },
    tripSearch: {
      countries: ['Kenya', 'Rwanda', 'UAE', 'USA', 'Zanzibar', 'Tanzania'],
      activities: ['Golf', 'Safari', 'Heli Tour', 'Beach'],
      transferModes: ['Car', 'Air', 'Yacht'],
    },
  },
]
