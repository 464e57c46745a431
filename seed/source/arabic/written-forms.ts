/**
 * The Arabic forms of the team's names and the offices' addresses (decision 053), keyed by the name or address as
 * written in seed/source/team.ts and settings.ts: a sample for staff to review, as the rest of the seed's Arabic.
 * Emily Carter, of the US office, has given none: the Arabic pages show her name as written, marked as English.
 */
export const arabic: Readonly<Record<string, string>> = {
  'Amani Njoroge': 'أماني نجوروغي',
  'David Otieno': 'ديفيد أوتينو',
  'Grace Muthoni': 'غريس موثوني',
  'Kevin Kiprono': 'كيفن كيبرونو',
  'Joseph Lemayian': 'جوزيف ليمايان',
  'Faith Achieng': 'فيث أتشينغ',
  'Omar Al Mansoori': 'عمر المنصوري',
  'Office 1204, Acacia Business Tower, Business Bay, Dubai, United Arab Emirates':
    'مكتب 1204، برج أكاشيا للأعمال، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  'Suite 410, 1800 Fairway Plaza, Houston, TX 77056, United States':
    'جناح 410، 1800 فيرواي بلازا، هيوستن، تكساس 77056، الولايات المتحدة',
  'Acacia House, Karen Road, Karen, Nairobi, Kenya': 'أكاشيا هاوس، طريق كارين، كارين، نيروبي، كينيا',
}
