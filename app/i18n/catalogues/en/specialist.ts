/**
 * A trip's specialist (issue 35): the card on every trip page, its three ways to reach them, the enquiry that
 * names them and the trips each person designs on About. Names of people stay as they are written.
 */
export const specialist = {
  cardTitle: 'Your trip specialist',
  cardIntro: (firstName: string) => `${firstName} designs this trip and answers every question about it.`,
  languages: 'Languages',
  office: 'Office',
  designs: 'Designs',
  /** The names of the languages a team member speaks (shared/spoken-languages.ts), in this language. */
  languageNames: {
    en: 'English',
    sw: 'Swahili',
    ar: 'Arabic',
    fr: 'French',
    de: 'German',
    it: 'Italian',
    es: 'Spanish',
    pt: 'Portuguese',
    zh: 'Mandarin Chinese',
    hi: 'Hindi',
    ur: 'Urdu',
    ru: 'Russian',
    ja: 'Japanese',
  },
  reachVia: (firstName: string) => `Ways to reach ${firstName}`,
  whatsapp: 'WhatsApp',
  // An accessible name that begins with the link's visible word.
  whatsappLabel: (firstName: string, trip: string) => `WhatsApp ${firstName} about ${trip} (opens in a new tab)`,
  call: 'Call',
  enquireWith: (firstName: string) => `Enquire with ${firstName}`,
  // The departure, when the visitor has chosen one, travels in every message.
  departure: 'Your departure',
  anyDeparture: 'Not decided yet',
  useDeparture: 'Use this date',
  departureNote: 'The WhatsApp message and the enquiry name the date you choose.',
  /** `departure` is the chosen start date as written on the page, or null. */
  whatsappMessage: (firstName: string, trip: string, departure: string | null) =>
    departure
      ? `Hello ${firstName}, I’m interested in ${trip}, departing ${departure}. Could you tell me more?`
      : `Hello ${firstName}, I’m interested in ${trip}. Could you tell me more?`,
  enquiryMessage: (firstName: string, trip: string, departure: string | null) =>
    departure
      ? `Hello ${firstName}, I would like to enquire about ${trip}, departing ${departure}. ` +
        'Please send me availability and the next steps.'
      : `Hello ${firstName}, I would like to enquire about ${trip}. Please send me availability and the next steps.`,
  /** The floating chat link's message on a trip's pages. */
  chatAbout: (trip: string) => `Hello Savanna Links! I’d like to know more about ${trip}.`,
  chatAboutLabel: (trip: string) => `Chat with us about ${trip} (opens in a new tab)`,
  // About: the trips each person designs.
  tripsTheyDesign: (firstName: string) => `Trips ${firstName} designs`,
} as const
