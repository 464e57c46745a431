/** The company's pages: about (the team), services, terms and privacy. */
export const company = {
  aboutTitle: 'Our Team',
  aboutDescription: 'Meet the team behind our golf and safari journeys.',
  ourTeam: 'Our team',
  memberOf: (n: number, count: number, name: string) => `${n} of ${count}: ${name}`,
  previousMember: 'Previous team member',
  chooseMember: 'Choose a team member',
  showMember: (name: string) => `Show ${name}`,
  nextMember: 'Next team member',
  /** Under a person's first trips on About: their listing (the count is every trip they design). */
  allTrips: (firstName: string, count: number) =>
    count === 1 ? `The trip ${firstName} designs, in full` : `All ${count} trips ${firstName} designs`,
  /** A person's listing: every trip they design (the title is `specialist.tripsTheyDesign`). */
  specialistTripsDescription: (name: string, position: string) =>
    `Every golf and safari trip ${name}, our ${position}, designs, with its prices and dates.`,
  servicesTitle: 'Our services',
  servicesDescription: 'Golf, safari and everything in between.',
  askAbout: (service: string) => `Ask about ${service.toLowerCase()}`,
  serviceEnquiry: (service: string) => `Hello, I would like to know more about your ${service.toLowerCase()} service.`,
  privacyTitle: 'Privacy Policy',
  termsTitle: 'Terms & Conditions',
  legalDescription: 'How we work with our travellers.',
  lastUpdated: 'Last updated',
  contents: 'Contents',
} as const
