/** The home page's own words: its navigation strips, sections, partner block, video and chat button. */
export const home = {
  metaTitle: 'Savanna Links Golf & Safari',
  metaDescription: 'Luxury golf and safari journeys from Kenya.',
  jumpToCategory: 'Jump to a category',
  browseByCategory: 'Browse by category',
  talkToUs: 'Talk to us',
  seeAll: 'See All',
  seeAllLabel: (heading: string) => `See all ${heading}`,
  chatLabel: 'Chat with us about itineraries (opens in a new tab)',
  ourPartners: 'Our partners',
  /** Followed by the licence number, set in bold. */
  licence: 'Licensed tour operator · Travel licence',
  tags: 'Tags',
  videoLabel: 'Savanna Links highlights video',
} as const
