import type { SeedDocument } from './helpers'
import { localeParagraphs, localeString } from './translations'

export const documents: SeedDocument[] = [
  {
    _id: 'aboutPage',
    _type: 'aboutPage',
    title: localeString('Our Team'),
    subtitle: localeString('Expert Team'),
    intro: localeParagraphs([
      'Savanna Links Golf & Safari was conceived in 2020 by two friends who had spent their lives between Kenya’s fairways and its game reserves, and registered as a tour company in 2024. We blend the traditional safari, with its dawn game drives, bush breakfasts and firelit evenings, with the ease of modern travel: light-aircraft transfers, private residences and tee times arranged before you land.',
      'The company is led by its two founders, who still plan many journeys themselves, with a team of consultants, guides and hosts in Nairobi, Dubai and the United States. On the last safari day of every trip we host a business networking dinner and cocktails with local golfers and members of Kenya’s business community, so that you leave with friendships as well as memories.',
    ]),
  },
]
