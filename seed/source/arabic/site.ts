/**
 * Arabic for the site's pages and settings in seed/source/ (services, settings, stories, team, about, home, hotel,
 * departures): a sample translation for staff to review, keyed by the exact English text.
 */
export const arabic: Readonly<Record<string, string>> = {
  // services.ts
  'Our services': 'خدماتنا',
  'Everything we do is built around two passions: golf and the African wild. Whether you come for a week of championship rounds, a classic safari or the best of both, our team plans every detail, from the first tee time to the last transfer, and stays with you until you are safely home.':
    'كل ما نقدّمه ينبع من شغفين: الغولف وبرّية أفريقيا. وسواء جئتم لأسبوع من الجولات على ملاعب البطولات، أو لرحلة سفاري كلاسيكية، أو لتجمعوا بين أجمل ما في العالمين، يتولّى فريقنا تخطيط كل التفاصيل، من أول موعد لعب حتى آخر انتقال، ويبقى إلى جانبكم حتى عودتكم إلى دياركم سالمين.',
  Golf: 'الغولف',
  'Tee times at Kenya’s finest courses, arranged around your game.':
    'مواعيد لعب على أرقى ملاعب كينيا، تُرتَّب وفق أسلوب لعبكم.',
  'From the parkland fairways of Karen and Windsor in Nairobi to the highland course at Mt Kenya and the coastal links of Vipingo Ridge, we plan rounds on courses that suit your handicap and your ambitions. We secure tee times, caddies and club hire in advance, and pace each itinerary so that you play in the cool of the morning. Between rounds there is time for a lesson with a resident professional or a friendly match with local members.':
    'من ممرات ملعبَي كارين ووندسور المحاطة بالأشجار في نيروبي، إلى ملعب المرتفعات عند جبل كينيا وملاعب فيبينغو ريدج الساحلية، نخطّط لجولاتكم على ملاعب تناسب مستوى الهانديكاب لديكم وطموحاتكم. نحجز مسبقًا مواعيد اللعب وخدمة الكادي واستئجار المضارب، وننظّم إيقاع كل برنامج لتلعبوا في نسمات الصباح المنعشة. وبين الجولات يتّسع الوقت لدرس مع المحترف المقيم في النادي أو لمباراة ودية مع الأعضاء المحليين.',
  'Reserved tee times and caddies': 'مواعيد لعب محجوزة وخدمة الكادي',
  'Courses in Nairobi, the Rift Valley, Mt Kenya and on the coast':
    'ملاعب في نيروبي والوادي المتصدع وجبل كينيا وعلى الساحل',
  'Club hire and golf-bag handling': 'استئجار المضارب والعناية بحقائب الغولف',
  'Green fees included in every package': 'رسوم اللعب مشمولة في كل باقة',
  'A tree-lined fairway at sunrise with a golf cart on the path':
    'ممر ملعب غولف تحفّه الأشجار عند شروق الشمس وعربة غولف على الطريق',
  Safari: 'السفاري',
  'Game drives in Kenya’s great reserves and private conservancies, led by guides who know them well.':
    'جولات لمشاهدة الحياة البرية في كبرى محميات كينيا ومحمياتها الخاصة، بقيادة مرشدين يعرفونها حق المعرفة.',
  'We take you into the Maasai Mara, Solio, Mugie and the Great Rift Valley with experienced guides in private safari vehicles. Days follow the rhythm of the bush: early-morning drives, long lunches at camp and sundowners as the light fades. Private conservancies let us offer night drives and walking safaris that the busier parks cannot, and every lodge is chosen for its setting, its service and its respect for the land.':
    'نصطحبكم إلى ماساي مارا وسوليو وموجي والوادي المتصدع العظيم برفقة مرشدين متمرّسين في سيارات سفاري خاصة. وتمضي الأيام على إيقاع البرّية: جولات في الصباح الباكر، وغداء على مهل في المخيّم، ومشروبات الغروب مع آخر خيوط الضوء. وتتيح لنا المحميات الخاصة تنظيم جولات ليلية ورحلات سفاري سيرًا على الأقدام لا توفّرها المتنزهات الأكثر ازدحامًا، ونختار كل نُزُل لموقعه وخدمته واحترامه للأرض.',
  'Private vehicles and experienced guides': 'سيارات خاصة ومرشدون متمرّسون',
  'Park and conservancy fees included': 'رسوم المتنزهات والمحميات مشمولة',
  'Bush breakfasts, sundowners and night drives': 'إفطار في قلب البرّية ومشروبات الغروب وجولات ليلية',
  'Lodges and tented camps chosen by our team': 'نُزُل ومخيمات خيام فاخرة يختارها فريقنا بعناية',
  'A safari vehicle watching a herd of elephants on the open savanna':
    'سيارة سفاري تراقب قطيعًا من الفيلة في السافانا المفتوحة',
  'Heli Tours': 'جولات بالمروحية',
  'See Kenya from the air, from the peaks of Mt Kenya to the lakes of the Rift Valley.':
    'شاهدوا كينيا من الجو، من قمم جبل كينيا إلى بحيرات الوادي المتصدع.',
  'A helicopter turns a long day on the road into an hour of breathtaking scenery. Fly past the snow-streaked peaks of Mt Kenya, land beside a flamingo-fringed lake in the Rift Valley, or hop between courses to play two in a single day. Every flight is operated by licensed charter partners with experienced pilots, and we can add a picnic at a remote landing site.':
    'تحوّل المروحية يومًا طويلًا على الطريق إلى ساعة من المناظر الخلّابة. حلّقوا بمحاذاة قمم جبل كينيا المكلّلة بالثلوج، أو اهبطوا بجوار بحيرة تزيّن ضفافَها طيورُ الفلامنغو في الوادي المتصدع، أو تنقّلوا جوًّا بين ملعبين لتلعبوا فيهما في يوم واحد. تُسيَّر جميع الرحلات عبر شركاء طيران خاص مرخّصين وطيارين متمرّسين، ويمكننا أن نضيف إليها نزهة في موقع هبوط ناءٍ.',
  'Licensed charter operators and experienced pilots': 'مشغّلو طيران خاص مرخّصون وطيارون متمرّسون',
  'Scenic flights over Mt Kenya and the Rift Valley': 'رحلات جوية بانورامية فوق جبل كينيا والوادي المتصدع',
  'Course-to-course golf hops': 'تنقّلات جوية سريعة بين ملاعب الغولف',
  'Private picnics at remote landing sites': 'نزهات خاصة في مواقع هبوط نائية',
  'A helicopter flying low over the Great Rift Valley escarpment':
    'مروحية تحلّق على ارتفاع منخفض فوق جرف الوادي المتصدع العظيم',
  Beach: 'الشاطئ',
  'Unwind on the Indian Ocean shores of Kenya and Zanzibar.': 'استرخوا على شواطئ المحيط الهندي في كينيا وزنجبار.',
  'After the dust of safari, the coast is the natural place to slow down. We arrange stays in beachfront villas and boutique hotels from Vipingo and Diani to Zanzibar, with rounds on seaside courses if you wish. Days are for snorkelling the reefs, sailing a traditional dhow at sunset or simply doing nothing at all.':
    'بعد غبار السفاري، يكون الساحل المكان الأمثل لالتقاط الأنفاس. ننظّم لكم إقامات في فلل على الشاطئ وفنادق بوتيك، من فيبينغو ودياني إلى زنجبار، مع جولات على الملاعب المطلّة على البحر إن رغبتم. أما الأيام فللغطس بين الشعاب المرجانية، والإبحار على متن مركب داو تقليدي عند الغروب، أو للاسترخاء التام بلا أي التزام.',
  'Beachfront villas and boutique hotels': 'فلل على الشاطئ وفنادق بوتيك',
  'Seaside golf at Vipingo Ridge': 'غولف على شاطئ البحر في فيبينغو ريدج',
  'Dhow cruises and reef snorkelling': 'رحلات بحرية على مراكب الداو وغطس بين الشعاب المرجانية',
  'Complimentary spa time': 'جلسات سبا مجانية',
  'A traditional dhow sailing past a white-sand beach lined with palms':
    'مركب داو تقليدي يبحر بمحاذاة شاطئ رملي أبيض تصطف عليه أشجار النخيل',
  Transfers: 'التنقلات',
  'Seamless connections by car, air and yacht, so the journey becomes part of the pleasure.':
    'تنقّلات سلسة بالسيارة والطائرة واليخت، ليصبح الطريق جزءًا من متعة الرحلة.',
  'Your consultant coordinates every leg of your trip, from the moment you land to the moment you leave. On the road you travel in air-conditioned vehicles with professional drivers; between regions, scheduled and charter flights save hours; on the coast, private yachts carry you between islands and beaches. Golf bags and luggage travel with you, and our team is always a phone call away.':
    'ينسّق مستشاركم كل مرحلة من مراحل رحلتكم، من لحظة وصولكم حتى لحظة مغادرتكم. على الطرق تتنقّلون في سيارات مكيّفة يقودها سائقون محترفون؛ وبين المناطق توفّر عليكم الرحلات الجوية المنتظمة والخاصة ساعات من الوقت؛ وعلى الساحل تقلّكم يخوت خاصة بين الجزر والشواطئ. ترافقكم حقائب الغولف والأمتعة أينما ذهبتم، وفريقنا دائمًا على بُعد اتصال هاتفي.',
  'Meet-and-greet on arrival': 'استقبال شخصي عند الوصول',
  'Chauffeur-driven vehicles': 'سيارات بسائق خاص',
  'Scheduled flights and private air charters': 'رحلات جوية منتظمة وطائرات خاصة مستأجرة',
  'Yacht transfers along the coast': 'تنقّلات باليخت على امتداد الساحل',
  'A light aircraft on a bush airstrip beside a waiting safari vehicle':
    'طائرة خفيفة على مدرج ترابي في البرّية بجوار سيارة سفاري في الانتظار',
  'Business Networking': 'التواصل المهني',
  'Meet Kenya’s golfing and business community, on the course and off it.':
    'تعرّفوا إلى مجتمع الغولف والأعمال في كينيا، داخل الملعب وخارجه.',
  'Many of our guests travel for pleasure and opportunity alike. We arrange introductions, rounds with local club members and meetings with business contacts in Nairobi, Dubai and beyond. Every safari ends with a networking dinner and cocktails with local golfers and members of the business community, a relaxed evening that often leads to lasting friendships and partnerships.':
    'يسافر كثير من ضيوفنا طلبًا للمتعة والفرص معًا. لذلك نرتّب لهم لقاءات تعارف، وجولات غولف مع أعضاء الأندية المحلية، واجتماعات مع شركاء الأعمال في نيروبي ودبي وغيرهما. وتُختتم كل رحلة سفاري بعشاء للتواصل وحفل استقبال مع لاعبي الغولف المحليين وأعضاء مجتمع الأعمال، في أمسية هادئة كثيرًا ما تثمر صداقات وشراكات تدوم.',
  'Networking dinner and cocktails on the last safari day': 'عشاء للتواصل وحفل استقبال في آخر أيام السفاري',
  'Rounds with local club members': 'جولات غولف مع أعضاء الأندية المحلية',
  'Business introductions in Nairobi and Dubai': 'لقاءات تعارف مع رجال الأعمال في نيروبي ودبي',
  'Private venues for meetings': 'أماكن خاصة للاجتماعات',
  'Guests sharing cocktails on a clubhouse terrace at sunset':
    'ضيوف يستمتعون بالمشروبات على شرفة مقر النادي عند الغروب',
  'Tailored Trips': 'رحلات حسب الطلب',
  'A journey designed around you, from the first idea to the final farewell.':
    'رحلة مصمّمة من أجلكم، من الفكرة الأولى حتى لحظة الوداع.',
  'If none of our itineraries is quite right, we will build one from scratch. Tell us who is travelling, when, and what matters most, whether championship golf, the Great Migration, a honeymoon or a family celebration, and a consultant will draft a day-by-day plan for you to refine. Choose the countries, activities, rooms and transfers that suit you, and we will take care of everything else.':
    'إن لم تجدوا بين برامجنا ما يناسبكم تمامًا، فسنصمّم لكم برنامجًا من الصفر. أخبرونا مَن سيسافر، ومتى، وما الأهم بالنسبة إليكم، سواء كان الغولف على ملاعب البطولات، أو الهجرة الكبرى، أو شهر العسل، أو احتفالًا عائليًا، وسيُعدّ لكم أحد مستشارينا خطة مفصّلة يومًا بيوم لتنقّحوها كما تشاؤون. اختاروا البلدان والأنشطة والغرف ووسائل التنقل التي تناسبكم، ونحن نتولّى كل ما عدا ذلك.',
  'One dedicated consultant from first call to homecoming': 'مستشار مخصّص لكم من أول اتصال حتى العودة إلى الوطن',
  'Kenya, Rwanda, Tanzania, Zanzibar, the UAE and the USA':
    'كينيا ورواندا وتنزانيا وزنجبار والإمارات العربية المتحدة والولايات المتحدة الأمريكية',
  'Rooms from single rooms to presidential suites': 'غرف تتنوّع من الغرف الفردية إلى الأجنحة الرئاسية',
  'Itineraries refined until they are exactly right': 'برامج نصقلها حتى تأتي كما تريدونها تمامًا',
  'A travel journal, binoculars and a map of Kenya laid out on a desk': 'دفتر يوميات سفر ومنظار وخريطة لكينيا على مكتب',

  // settings.ts
  'Championship golf and classic safari, crafted in Kenya.': 'غولف البطولات والسفاري الكلاسيكية، تجربة تُصاغ في كينيا.',
  'Experience Luxury, Adventure, Golf & Business Networking with us!':
    'عيشوا معنا الفخامة والمغامرة والغولف والتواصل المهني!',
  'Tell us when you would like to travel and what you would love to do. A consultant will reply within one working day.':
    'أخبرونا متى تودّون السفر وما الذي تحبّون القيام به، وسيردّ عليكم أحد مستشارينا خلال يوم عمل واحد.',
  'Seasonal itineraries and tee-time news, a few times a year.': 'برامج موسمية وأخبار مواعيد اللعب، بضع مرات في السنة.',
  'Dubai Office': 'مكتب دبي',
  'US Office': 'مكتب الولايات المتحدة',
  'Nairobi Office': 'مكتب نيروبي',
  "Bank transfer in US dollars to Savanna Links Golf & Safari Ltd, Example Bank Kenya, Nairobi. IBAN: KE00 EXAM PLE0 0000 0000 0000 (an example: staff replace it with the real account). SWIFT: EXAMKENA. Please quote your proposal's title as the reference.":
    'تحويل مصرفي بالدولار الأمريكي إلى شركة سافانا لينكس للغولف والسفاري المحدودة، بنك المثال كينيا، نيروبي. رقم الآيبان: ⁦KE00 EXAM PLE0 0000 0000 0000⁩ (رقم للمثال: يستبدله فريقنا بالحساب الحقيقي). رمز السويفت: EXAMKENA. يُرجى ذكر عنوان عرضكم مرجعًا للتحويل.',
  'Savanna Links Golf & Safari is a Kenyan tour operator that brings championship golf and classic safari together in one journey. Conceived in 2020 and registered in 2024, we plan all-inclusive trips across Kenya and beyond from our offices in Nairobi, Dubai and the United States.':
    'شركة Savanna Links Golf & Safari منظِّم رحلات كيني يجمع بين غولف البطولات والسفاري الكلاسيكية في رحلة واحدة. وُلدت فكرتها عام 2020 وسُجّلت رسميًا عام 2024، ونخطّط من مكاتبنا في نيروبي ودبي والولايات المتحدة رحلات شاملة لكل الخدمات في أنحاء كينيا وخارجها.',
  'Kenya Tourism Board logo': 'شعار المجلس الكيني للسياحة',
  "Hello Savanna Links! I'd like to know more about your golf and safari itineraries.":
    'مرحبًا Savanna Links! أودّ معرفة المزيد عن برامجكم للغولف والسفاري.',
  'Golfers on a fairway with giraffes grazing beyond the rough':
    'لاعبو غولف على الممر وزرافات ترعى خلف العشب الكثيف على أطراف الملعب',
  'Savanna Links Golf & Safari letterhead with logo and office addresses':
    'ورق المراسلات الرسمي لشركة Savanna Links Golf & Safari يحمل الشعار وعناوين المكاتب',
  'Savanna Links Golf & Safari: a golf green at sunset on the edge of the savanna':
    'Savanna Links Golf & Safari: منطقة الغرين في ملعب غولف عند الغروب على أطراف السافانا',
  'Savanna Links Golf & Safari | Luxury Golf Safaris in Kenya':
    'Savanna Links Golf & Safari | رحلات غولف وسفاري فاخرة في كينيا',
  'All-inclusive golf and safari holidays in Kenya, with Zanzibar, Rwanda and Dubai extensions. Championship courses, private game drives and tailor-made trips.':
    'عطلات غولف وسفاري شاملة لكل الخدمات في كينيا، مع إمكانية تمديدها إلى زنجبار ورواندا ودبي. ملاعب بطولات، وجولات خاصة لمشاهدة الحياة البرية، ورحلات مصمّمة حسب الطلب.',

  // stories.ts
  'Golfing Adventures': 'مغامرات الغولف',
  'Championship fairways, wild horizons': 'ملاعب بطولات وآفاق برّية',
  'Play where few golfers ever tee off: parkland classics in Nairobi, highland courses beneath Mt Kenya and clifftop holes above the Indian Ocean. Each round is paired with the landscape around it, so a morning on the fairway can end with an evening game drive. Tee times, caddies and green fees are arranged before you arrive. You bring your swing; we take care of everything else.':
    'العبوا حيث لم يلعب إلا قلّة من لاعبي الغولف: ملاعب كلاسيكية بين الأشجار في نيروبي، وملاعب في المرتفعات عند سفوح جبل كينيا، وحفر على قمم المنحدرات المطلّة على المحيط الهندي. تقترن كل جولة بالمشهد الطبيعي من حولها، فقد يبدأ يومكم صباحًا على الملعب وينتهي مساءً بجولة لمشاهدة الحياة البرية. نرتّب مواعيد اللعب وخدمة الكادي ورسوم الملاعب قبل وصولكم. أحضِروا مهارتكم، ونحن نتولّى كل ما عدا ذلك.',
  'Championship courses': 'ملاعب بطولات',
  'Tee times arranged': 'مواعيد لعب محجوزة',
  'Caddies & club hire': 'كادي واستئجار مضارب',
  'Golf and safari': 'غولف وسفاري',
  'A golfer lining up a putt on a green with acacia trees and savanna beyond':
    'لاعب غولف يستعد لضربة إدخال على منطقة الغرين، وخلفه أشجار الأكاسيا والسافانا',
  'Luxury in Every Detail': 'الفخامة في أدق التفاصيل',
  'Quiet, considered, unforgettable': 'هادئة، مدروسة، لا تُنسى',
  'Luxury, for us, is the detail you never have to think about. Your suite is ready when you arrive, your golf bag is waiting at the first tee, and dinner is served under the stars. Complimentary spa treatments, beverages and private transfers come as standard on every package. Each lodge and hotel we recommend has been visited and vetted by our own team.':
    'الفخامة في نظرنا هي التفاصيل التي لا تحتاجون إلى التفكير فيها أبدًا. جناحكم جاهز لحظة وصولكم، وحقيبة الغولف بانتظاركم عند نقطة الانطلاق الأولى، والعشاء يُقدَّم تحت النجوم. وتأتي جلسات السبا والمشروبات والتنقلات الخاصة مجانًا ضمن كل باقة. وقد زار فريقنا بنفسه كل نُزُل وفندق نوصي به وتحقّق من مستواه.',
  'Handpicked lodges': 'نُزُل منتقاة بعناية',
  'Private transfers': 'تنقّلات خاصة',
  'Complimentary spa': 'سبا مجاني',
  'Fine dining': 'مطاعم راقية',
  'A candlelit dinner table set on a lodge terrace at dusk': 'مائدة عشاء على ضوء الشموع على شرفة نُزُل عند الغسق',
  'Why Choose Savanna Links': 'لماذا تختارون Savanna Links',
  'Kenyan roots, global reach': 'جذور كينية وحضور عالمي',
  'We are a licensed Kenyan tour operator with offices in Nairobi, Dubai and the United States. Our consultants are golfers and safari people who have walked the courses and driven the tracks we recommend. One all-inclusive price covers park fees, green fees, meals, transfers and air charters, with no surprises along the way. And on your last safari day, we host a networking dinner with local golfers and members of the business community.':
    'نحن منظِّم رحلات كيني مرخّص، لدينا مكاتب في نيروبي ودبي والولايات المتحدة. مستشارونا لاعبو غولف وخبراء سفاري جابوا بأنفسهم الملاعب وسلكوا المسارات التي نوصي بها. سعر واحد شامل يغطي رسوم المتنزهات ورسوم الملاعب والوجبات والتنقلات ورحلات الطيران الخاص، بلا أي مفاجآت على الطريق. وفي آخر أيام السفاري، نستضيفكم على عشاء للتواصل مع لاعبي الغولف المحليين وأعضاء مجتمع الأعمال.',
  'Licensed operator': 'منظِّم رحلات مرخّص',
  'All-inclusive pricing': 'أسعار شاملة لكل الخدمات',
  'Local experts': 'خبراء محليون',
  'Three offices, one team': 'ثلاثة مكاتب وفريق واحد',
  'A safari guide pointing out elephants to guests from an open vehicle':
    'مرشد سفاري يشير إلى الفيلة لضيوفه من سيارة مكشوفة',
  'Curated or Custom Trips': 'رحلات منتقاة أو حسب الطلب',
  'Your journey, your way': 'رحلتكم على طريقتكم',
  'Choose one of our curated itineraries, from the Silver and Gold packages to our Dubai, Zanzibar and Rwanda journeys, or let us design something entirely your own. Tell us where you would like to go, who is travelling and what you love, and a consultant will shape each day around you. Add a helicopter flight over Mt Kenya, a few nights on a Zanzibar beach or a stopover in Dubai. Nothing is final until it is exactly right.':
    'اختاروا أحد برامجنا المنتقاة، من الباقتين الفضية والذهبية إلى رحلاتنا إلى دبي وزنجبار ورواندا، أو دعونا نصمّم لكم رحلة خاصة بكم بالكامل. أخبرونا إلى أين تودّون الذهاب، ومَن سيسافر، وما الذي تحبّونه، وسيصوغ أحد مستشارينا كل يوم وفق رغباتكم. أضيفوا رحلة بالمروحية فوق جبل كينيا، أو بضع ليالٍ على أحد شواطئ زنجبار، أو توقّفًا في دبي. لا شيء نهائي حتى يأتي كما تريدونه تمامًا.',
  'Tailor-made': 'حسب الطلب',
  'Curated itineraries': 'برامج منتقاة',
  'Dubai, Zanzibar & Rwanda': 'دبي وزنجبار ورواندا',
  'Couples, families & groups': 'للأزواج والعائلات والمجموعات',
  'A consultant and a traveller planning a route on a map of East Africa':
    'مستشار ومسافر يخطّطان مسار رحلة على خريطة لشرق أفريقيا',

  // team.ts (positions are gendered for their current holders)
  'Chief Executive Officer': 'الرئيسة التنفيذية',
  'Amani co-founded Savanna Links in 2020 after two decades in Kenyan hospitality and a lifelong love of the game. She sets the company’s vision of pairing world-class golf with authentic safari, and still personally reviews every new lodge and course we add.':
    'شاركت أماني في تأسيس Savanna Links عام 2020 بعد عقدين من العمل في قطاع الضيافة الكيني وشغف بالغولف رافقها طوال حياتها. وهي التي ترسم رؤية الشركة في الجمع بين غولف عالمي المستوى وسفاري أصيلة، ولا تزال تراجع بنفسها كل نُزُل وملعب جديد نضيفه.',
  'Portrait of Amani Njoroge': 'صورة شخصية لأماني نجوروغي',
  'Managing Director and Lead Consultant': 'المدير العام وكبير المستشارين',
  'David is the other co-founder of Savanna Links and the architect of its signature itineraries. A single-figure handicapper who grew up near the Rift Valley, he knows the country’s courses and conservancies first-hand. He leads the consultant team that plans every trip.':
    'ديفيد هو الشريك المؤسس الآخر لشركة Savanna Links ومهندس برامجها المميزة. لاعب غولف بهانديكاب من رقم واحد نشأ قرب الوادي المتصدع، ويعرف ملاعب البلاد ومحمياتها معرفة مباشرة. ويقود فريق المستشارين الذي يخطّط كل رحلة.',
  'Portrait of David Otieno': 'صورة شخصية لديفيد أوتيينو',
  'Travel Consultant and Business Manager': 'مستشارة سفر ومديرة الأعمال',
  'Grace looks after clients from first enquiry to final invoice and keeps the business side of Savanna Links running smoothly. Her background in corporate travel makes her our go-to consultant for executive groups and incentive trips.':
    'ترعى غريس العملاء من أول استفسار حتى الفاتورة الأخيرة، وتحرص على سير الجانب التجاري لشركة Savanna Links بسلاسة. وتجعلها خبرتها في سفر الشركات مستشارتنا الأولى لمجموعات كبار التنفيذيين ورحلات الحوافز.',
  'Portrait of Grace Muthoni': 'صورة شخصية لغريس موثوني',
  'Travel Leader & Hospitality Manager': 'قائد الرحلات ومدير الضيافة',
  'Kevin travels with our groups and makes sure every lodge, hotel and dinner meets the Savanna Links standard. He has a gift for anticipating what guests need before they ask, from a quiet table at sunset to a last-minute change of plan.':
    'يرافق كيفن مجموعاتنا في رحلاتها، ويتأكد من أن كل نُزُل وفندق وعشاء يرقى إلى معايير Savanna Links. ويتمتع بموهبة استباق احتياجات الضيوف قبل أن يطلبوها، من طاولة هادئة عند الغروب إلى تغيير الخطة في اللحظة الأخيرة.',
  'Portrait of Kevin Kiprono': 'صورة شخصية لكيفن كيبرونو',
  'Tour Guide and Operations Manager': 'مرشد سياحي ومدير العمليات',
  'Raised on the edge of the Maasai Mara, Joseph is a professional safari guide with a tracker’s eye for wildlife. He runs our day-to-day operations, coordinating vehicles, flights and guides so that every transfer happens on time.':
    'نشأ جوزيف على أطراف ماساي مارا، وهو مرشد سفاري محترف يرصد الحياة البرية بعين متتبّع خبير. ويدير عملياتنا اليومية، فينسّق السيارات والرحلات الجوية والمرشدين ليتم كل انتقال في موعده.',
  'Portrait of Joseph Lemayian': 'صورة شخصية لجوزيف ليمايان',
  'Digital Marketing and IT Manager': 'مديرة التسويق الرقمي وتقنية المعلومات',
  'Faith manages our website, social channels and the systems behind every booking. She brings stories from the field to our online audience and makes planning a trip with us as easy online as it is in person.':
    'تدير فيث موقعنا الإلكتروني وقنواتنا على وسائل التواصل الاجتماعي والأنظمة التي تقف وراء كل حجز. وتنقل قصص الرحلات من الميدان إلى جمهورنا على الإنترنت، وتجعل التخطيط لرحلة معنا عبر الإنترنت سهلًا كما هو وجهًا لوجه.',
  'Portrait of Faith Achieng': 'صورة شخصية لفيث أتشينغ',
  'Travel Consultant and General Manager for Dubai': 'مستشار سفر والمدير العام لمكتب دبي',
  'Omar leads our Dubai office and looks after clients across the Gulf. A keen golfer on the Emirates’ championship courses, he designs Dubai-and-Kenya combinations and arranges seamless connections between the two.':
    'يقود عمر مكتبنا في دبي ويرعى عملاءنا في أنحاء الخليج. وهو لاعب غولف شغوف على ملاعب البطولات في الإمارات، يصمّم برامج تجمع بين دبي وكينيا وينظّم تنقّلات سلسة بينهما.',
  'Portrait of Omar Al Mansoori': 'صورة شخصية لعمر المنصوري',
  'Partner and Travel Consultant': 'شريكة ومستشارة سفر',
  'Emily represents Savanna Links in the United States and became a partner after her own first golf safari in 2021. She helps North American travellers plan their trips, from choosing the right season to arranging connections via Nairobi or Dubai.':
    'تمثّل إميلي شركة Savanna Links في الولايات المتحدة، وأصبحت شريكة بعد أول رحلة غولف وسفاري خاضتها بنفسها عام 2021. وتساعد المسافرين من أمريكا الشمالية على التخطيط لرحلاتهم، من اختيار الموسم المناسب إلى ترتيب رحلات الربط عبر نيروبي أو دبي.',
  'Portrait of Emily Carter': 'صورة شخصية لإميلي كارتر',
  // team.ts: the trips each specialist designs (issue 35)
  'Our flagship golf safaris, from Nairobi’s parkland courses to the Maasai Mara':
    'رحلات الغولف والسفاري الرائدة لدينا، من ملاعب نيروبي المحاطة بالأشجار إلى ماساي مارا',
  'Golf-first journeys on Kenya’s championship courses': 'رحلات محورها الغولف على ملاعب البطولات في كينيا',
  'Highland and Rift Valley circuits for executive groups and incentive trips':
    'جولات في المرتفعات والوادي المتصدع لمجموعات كبار التنفيذيين ورحلات الحوافز',
  'Hotel and lodge stays chosen for their service and setting': 'إقامات في فنادق ونُزُل مختارة لخدمتها وموقعها',
  'Safaris, gorilla treks and days in the conservancies': 'رحلات سفاري ورحلات لمشاهدة الغوريلا وأيام في المحميات',
  'Dubai-and-Kenya journeys, with golf in the Emirates': 'رحلات تجمع بين دبي وكينيا، مع الغولف في الإمارات',
  'Beach and golf escapes for North American travellers, from Zanzibar to the Kenyan coast':
    'عطلات شاطئ وغولف للمسافرين من أمريكا الشمالية، من زنجبار إلى ساحل كينيا',

  // about.ts
  'Our Team': 'فريقنا',
  'Expert Team': 'فريق من الخبراء',
  'Savanna Links Golf & Safari was conceived in 2020 by two friends who had spent their lives between Kenya’s fairways and its game reserves, and registered as a tour company in 2024. We blend the traditional safari, with its dawn game drives, bush breakfasts and firelit evenings, with the ease of modern travel: light-aircraft transfers, private residences and tee times arranged before you land.':
    'وُلدت فكرة Savanna Links Golf & Safari عام 2020 على يد صديقين أمضيا حياتهما بين ملاعب الغولف في كينيا ومحمياتها البرية، ثم سُجّلت شركةً سياحية عام 2024. نمزج السفاري التقليدية، بجولاتها عند الفجر ووجبات الإفطار في البرّية وأمسياتها على ضوء النار، مع راحة السفر العصري: تنقّلات بالطائرات الخفيفة، وإقامات خاصة، ومواعيد لعب محجوزة قبل أن تهبط طائرتكم.',
  'The company is led by its two founders, who still plan many journeys themselves, with a team of consultants, guides and hosts in Nairobi, Dubai and the United States. On the last safari day of every trip we host a business networking dinner and cocktails with local golfers and members of Kenya’s business community, so that you leave with friendships as well as memories.':
    'يقود الشركةَ مؤسساها اللذان لا يزالان يخطّطان بنفسيهما لكثير من الرحلات، ومعهما فريق من المستشارين والمرشدين والمضيفين في نيروبي ودبي والولايات المتحدة. وفي آخر أيام السفاري من كل رحلة، نقيم عشاءً للتواصل المهني وحفل استقبال مع لاعبي الغولف المحليين وأعضاء مجتمع الأعمال في كينيا، لتعودوا محمّلين بالصداقات إلى جانب الذكريات.',

  // home.ts
  'Contact our Tours Agent': 'تواصلوا مع وكيل رحلاتنا',
  'Get to know us': 'تعرّفوا إلينا',
  Itineraries: 'البرامج السياحية',
  Hotels: 'الفنادق',
  Circuits: 'الجولات',
  'Golf Courses': 'ملاعب الغولف',
  Excursions: 'الرحلات اليومية',
  'Licensed & Trusted': 'مرخّصون وموثوقون',
  'Guests on a game drive at sunrise in the Maasai Mara':
    'ضيوف في جولة لمشاهدة الحياة البرية عند شروق الشمس في ماساي مارا',
  'A winding road through the Great Rift Valley': 'طريق متعرّج يشق الوادي المتصدع العظيم',
  'A manicured green framed by acacia trees': 'منطقة غرين مشذّبة بعناية تحيط بها أشجار الأكاسيا',
  'Visitors meeting a giraffe at eye level': 'زوار يلتقون زرافة وجهًا لوجه',
  'A lodge terrace with a pool overlooking the savanna': 'شرفة نُزُل بمسبح يطلّ على السافانا',

  // hotel.ts
  'Set in landscaped gardens in the leafy suburb of Karen, The Residences At Karen is a quiet retreat only minutes from some of Nairobi’s best golf and the Giraffe Centre. Spacious suites open onto private terraces with views towards the Ngong Hills, and every residence is looked after by its own butler. Days begin with breakfast on the terrace and end by the fire in the residents’ lounge, making it an ideal base for golf in Nairobi before or after your safari.':
    'بين حدائق منسّقة في ضاحية كارين الخضراء، يقدّم The Residences At Karen ملاذًا هادئًا على بُعد دقائق من أفضل ملاعب الغولف في نيروبي ومن مركز الزرافات. تنفتح الأجنحة الفسيحة على شرفات خاصة تطلّ على تلال نغونغ، ويتولّى خادم شخصي (بتلر) رعاية كل مقرّ إقامة. تبدأ الأيام بالإفطار على الشرفة وتنتهي بجوار المدفأة في صالة النزلاء، ما يجعله مقرًّا مثاليًا للعب الغولف في نيروبي قبل رحلة السفاري أو بعدها.',
  'The Residences At Karen seen across its gardens in late-afternoon light':
    'The Residences At Karen كما يبدو عبر حدائقه في ضوء آخر النهار',
  'A suite with a king-size bed and doors opening onto a private terrace':
    'جناح بسرير كبير (كينغ) وأبواب تنفتح على شرفة خاصة',
  'The heated outdoor pool surrounded by loungers and lawn':
    'المسبح الخارجي المدفّأ تحيط به كراسي الاستلقاء والمروج الخضراء',
  'The residents’ lounge with a lit fireplace and leather armchairs':
    'صالة النزلاء بمدفأتها المشتعلة ومقاعدها الجلدية الوثيرة',
  'A marble bathroom with a soaking tub and walk-in rain shower': 'حمّام من الرخام بحوض استحمام عميق ودُش مطري مفتوح',
  'Breakfast served on a terrace overlooking the Ngong Hills': 'الإفطار يُقدَّم على شرفة تطلّ على تلال نغونغ',
  'Private butler': 'خادم شخصي (بتلر)',
  'Dedicated to each residence': 'مخصّص لكل مقرّ إقامة',
  'Heated pool': 'مسبح مدفّأ',
  'Outdoor, open 7:00 AM to 9:00 PM': 'خارجي، مفتوح من 7:00 صباحًا حتى 9:00 مساءً',
  Spa: 'سبا',
  'Treatment rooms and steam room': 'غرف علاجات وغرفة بخار',
  'Short drive to Karen’s golf clubs': 'على مسافة قصيرة بالسيارة من نوادي الغولف في كارين',
  'Airport transfers': 'التنقل من المطار وإليه',
  'Complimentary from JKIA and Wilson Airport': 'مجاني من مطار جومو كينياتا الدولي ومطار ويلسون',
  'Wi-Fi': 'واي فاي',
  'High-speed, throughout the property': 'عالي السرعة في جميع أرجاء المنشأة',
  'Check-in': 'تسجيل الوصول',
  '3:00 PM': '3:00 مساءً',
  'Check-out': 'تسجيل المغادرة',
  '12:00 PM': '12:00 ظهرًا',
  'Meal plan': 'نظام الوجبات',
  'Full board': 'إقامة كاملة مع جميع الوجبات',
  'Minimum stay': 'الحد الأدنى للإقامة',
  '2 nights': 'ليلتان',
  Children: 'الأطفال',
  'Welcome; under-5s stay free': 'مرحّب بهم؛ الإقامة مجانية لمن هم دون 5 سنوات',
  'Room size': 'مساحة الغرفة',
  '45 m²': '45 م²',
  Bed: 'السرير',
  'King or twin': 'سرير كبير (كينغ) أو سريران منفصلان',
  Occupancy: 'السعة',
  'Up to 3 guests': 'حتى 3 ضيوف',
  View: 'الإطلالة',
  'Garden or Ngong Hills': 'على الحديقة أو تلال نغونغ',
  Bathroom: 'الحمّام',
  'Soaking tub and walk-in rain shower': 'حوض استحمام عميق ودُش مطري مفتوح',

  // departures.ts
  'Festive season: Christmas dinner included': 'موسم الأعياد: عشاء عيد الميلاد مشمول',
}
