/**
 * Arabic for seed/source/catalogue.ts: a sample translation for staff to review, keyed by the exact English text.
 */
export const arabic: Readonly<Record<string, string>> = {
  Dubai: 'دبي',
  'Begin among the palm-lined fairways of Emirates Golf Club and the glittering skyline of Dubai, with a dune drive and dinner beneath the desert stars. Then fly south to Nairobi for championship golf, a Maasai Mara safari and the Great Rift Valley, with every transfer and charter arranged by our Dubai and Nairobi teams.':
    'تبدأ رحلتك بين ممرات نادي الإمارات للغولف المحفوفة بأشجار النخيل وأفق دبي المتلألئ، مع جولة بين الكثبان الرملية وعشاء تحت نجوم الصحراء. ثم تحلّق جنوبًا إلى نيروبي لتستمتع بملاعب البطولات، ورحلة سفاري في ماساي مارا، وسحر الوادي المتصدع العظيم، فيما يتولى فريقانا في دبي ونيروبي ترتيب جميع تنقلاتك ورحلات الطيران الخاصة.',
  'Golfer on a palm-lined fairway with the Dubai skyline rising behind the green':
    'لاعب غولف على ممر تحفّه أشجار النخيل، ومن خلف المنطقة الخضراء يرتفع أفق دبي',
  Zanzibar: 'زنجبار',
  "Pair a round at Karen Country Club in Nairobi with the spice-scented lanes of Stone Town and the white sands of Nungwi on Zanzibar's northern tip. Days unfold between a guided spice farm tour, snorkelling in the Indian Ocean and a traditional dhow cruise into the sunset.":
    'اجمع بين جولة غولف في نادي كارين الريفي في نيروبي، وأزقّة ستون تاون العابقة بالتوابل، ورمال نونغوي البيضاء في الطرف الشمالي من زنجبار. وتمضي الأيام بين جولة برفقة مرشد في مزرعة للتوابل، والغطس في مياه المحيط الهندي، ونزهة بحرية على متن مركب داو تقليدي نحو الغروب.',
  'Traditional wooden dhow sailing off a white-sand Zanzibar beach at sunset':
    'مركب داو خشبي تقليدي يبحر قبالة شاطئ رملي أبيض في زنجبار عند الغروب',
  Rwanda: 'رواندا',
  'Tee off at Kigali Golf Club, then travel into the misty bamboo forests of Volcanoes National Park for an unforgettable hour in the company of mountain gorillas. The journey closes on the tranquil shores of Lake Kivu, with Nairobi as your gateway in and out.':
    'ابدأ جولتك في نادي كيغالي للغولف، ثم انطلق إلى غابات الخيزران الضبابية في منتزه البراكين الوطني لتقضي ساعة لا تُنسى برفقة غوريلا الجبال. وتُختتم الرحلة على شواطئ بحيرة كيفو الهادئة، فيما تبقى نيروبي بوابتك للوصول والمغادرة.',
  'Mountain gorilla resting among dense green foliage in Volcanoes National Park, Rwanda':
    'غوريلا جبلية تستريح بين أوراق الشجر الخضراء الكثيفة في منتزه البراكين الوطني، رواندا',
  Gold: 'الرحلة الذهبية',
  "Our most lavish Kenyan journey: Nairobi's finest parkland courses, a dawn balloon flight over the Maasai Mara and golf beneath the jagged summit of Mount Kenya. Private residences, helicopter and light-aircraft transfers and a dedicated host accompany you from the first tee to the final farewell.":
    'أفخم رحلاتنا في كينيا: أرقى ملاعب الغولف الخضراء في نيروبي، ورحلة بالمنطاد عند الفجر فوق ماساي مارا، وغولف تحت قمة جبل كينيا المسنّنة. وترافقك إقامات خاصة، وتنقلات بالمروحية والطائرات الخفيفة، ومضيف مخصص لك من ضربة البداية الأولى حتى لحظة الوداع.',
  'Hot-air balloon drifting over the golden plains of the Maasai Mara at sunrise':
    'منطاد هواء ساخن يحلّق فوق سهول ماساي مارا الذهبية عند شروق الشمس',
  Silver: 'الرحلة الفضية',
  "A classic introduction to golf and safari in Kenya, combining Nairobi's championship courses with the lakes and gorges of the Great Rift Valley. Game drives in the Maasai Mara and a final round on the Indian Ocean coast at Vipingo Ridge complete the journey.":
    'مدخل كلاسيكي إلى عالم الغولف والسفاري في كينيا، يجمع بين ملاعب البطولات في نيروبي وبحيرات الوادي المتصدع العظيم ووديانه العميقة. وتكتمل الرحلة بجولات لمشاهدة الحياة البرية في ماساي مارا، وجولة غولف أخيرة في فيبينغو ريدج على ساحل المحيط الهندي.',
  'Safari vehicle watching a herd of zebra on the open savanna of the Maasai Mara':
    'سيارة سفاري تراقب قطيعًا من الحمر الوحشية في سافانا ماساي مارا المفتوحة',
  'Silver 2': 'الرحلة الفضية 2',
  'A Nairobi-and-coast variation of our Silver journey, pairing rounds at Windsor and Karen with seaside golf at Vipingo Ridge and Diamonds Leisure on the Indian Ocean. Between tee times there is room for the Giraffe Centre, a game drive in Nairobi National Park and long, unhurried afternoons on the beach.':
    'نسخة من رحلتنا الفضية تجمع بين نيروبي والساحل، فتقرن جولات الغولف في ويندسور وكارين بملاعب فيبينغو ريدج ودايموندز ليجر المطلة على المحيط الهندي. وبين مواعيد اللعب متّسع لزيارة مركز الزرافات، وجولة سفاري في منتزه نيروبي الوطني، وساعات عصر طويلة هانئة على الشاطئ.',
  'Coastal golf green fringed by palm trees with the Indian Ocean beyond':
    'منطقة خضراء في ملعب غولف ساحلي تحفّها أشجار النخيل، ومن ورائها المحيط الهندي',
  'Silver 3': 'الرحلة الفضية 3',
  'A highlands variation of our Silver journey that trades the coast for the slopes of Mount Kenya and the forests of the Aberdares. Play the course at the Fairmont Mt Kenya Safari Club, track rhino at Solio Conservancy and spend a night watching the floodlit waterhole at The Ark.':
    'نسخة من رحلتنا الفضية في المرتفعات، تستبدل الساحل بسفوح جبل كينيا وغابات أبردير. العب في ملعب نادي فيرمونت ماونت كينيا سفاري، وتتبّع وحيد القرن في محمية سوليو، وأمضِ ليلة تراقب فيها بركة الماء المضاءة في فندق ذا آرك.',
  'Mount Kenya rising above green highland forest in the early morning light':
    'جبل كينيا يرتفع فوق غابات المرتفعات الخضراء في ضوء الصباح الباكر',
  'Nairobi City': 'مدينة نيروبي',
  "A golfer's tour of the capital, playing the tree-lined fairways of Karen, Windsor and Muthaiga between visits to the Giraffe Centre and the National Museum. Nairobi National Park lies just minutes from the city centre, so a morning game drive fits easily between rounds.":
    'جولة في العاصمة مصممة لعشاق الغولف، تلعب فيها على ممرات كارين وويندسور وموثايغا المظللة بالأشجار، بين زيارة مركز الزرافات والمتحف الوطني. ولا يبعد منتزه نيروبي الوطني سوى دقائق عن وسط المدينة، فتتسع بسهولة جولة صباحية لمشاهدة الحياة البرية بين جولات اللعب.',
  'Nairobi city skyline seen across the grasslands of Nairobi National Park':
    'أفق مدينة نيروبي كما يبدو عبر المراعي العشبية في منتزه نيروبي الوطني',
  'Mt Kenya': 'جبل كينيا',
  "Based around Nanyuki on the equator, this circuit combines golf at the Fairmont Mt Kenya Safari Club with views of Africa's second-highest mountain. Rhino tracking at Solio Conservancy and a night at The Ark in the Aberdares round out a cool, green highland escape.":
    'تتمحور هذه الجولة حول نانيوكي على خط الاستواء، وتجمع بين الغولف في نادي فيرمونت ماونت كينيا سفاري وإطلالات على ثاني أعلى جبل في أفريقيا. ويكتمل هذا الملاذ الأخضر المنعش في المرتفعات بتتبّع وحيد القرن في محمية سوليو، وليلة في فندق ذا آرك بين جبال أبردير.',
  'The rugged peaks of Mount Kenya above manicured lawns and forest near Nanyuki':
    'قمم جبل كينيا الوعرة تعلو المروج المشذّبة والغابات قرب نانيوكي',
  'Great Rift Valley': 'الوادي المتصدع العظيم',
  'Follow the escarpment down into the Great Rift Valley to play the Great Rift Valley Lodge course high above Lake Naivasha. Cycle among zebra and giraffe in Hells Gate National Park and cruise the lake past pods of hippo and fish eagles.':
    'انحدر مع الجرف الصخري إلى الوادي المتصدع العظيم لتلعب في ملعب غريت ريفت فالي لودج المرتفع فوق بحيرة نيفاشا. وتجوّل بالدراجة بين الحمر الوحشية والزرافات في منتزه هيلز غيت الوطني، وأبحر في البحيرة مرورًا بقطعان أفراس النهر ونسور السمك.',
  'Panoramic view over the floor of the Great Rift Valley towards Lake Naivasha':
    'إطلالة بانورامية على قاع الوادي المتصدع العظيم باتجاه بحيرة نيفاشا',
  Coastal: 'الساحل',
  "Kenya's Indian Ocean coast offers golf with a sea breeze, from the Baobab course at Vipingo Ridge north of Mombasa to the south-coast fairways of Diani. Coral reefs, white-sand beaches and the Swahili history of Mombasa's Old Town fill the hours off the course.":
    'يقدّم ساحل كينيا على المحيط الهندي غولفًا تداعبه نسائم البحر، من ملعب باوباب في فيبينغو ريدج شمال مومباسا إلى ممرات دياني على الساحل الجنوبي. وتملأ الشعاب المرجانية، والشواطئ ذات الرمال البيضاء، والتاريخ السواحيلي لبلدة مومباسا القديمة ساعاتك بعيدًا عن الملعب.',
  'White-sand beach and turquoise water on the Kenyan coast near Diani':
    'شاطئ رملي أبيض ومياه فيروزية على الساحل الكيني قرب دياني',
  "Rwanda's land of a thousand hills pairs the manicured fairways of Kigali Golf Club with a gorilla trek in Volcanoes National Park. Clean, green and welcoming, Kigali also offers a moving visit to the Kigali Genocide Memorial and a lively arts and dining scene.":
    'تجمع رواندا، أرض الألف تلّ، بين ممرات نادي كيغالي للغولف المشذّبة ورحلة لمشاهدة الغوريلا في منتزه البراكين الوطني. وتتيح كيغالي، المدينة النظيفة الخضراء المضيافة، زيارة مؤثرة لنصب كيغالي التذكاري للإبادة الجماعية، إلى جانب مشهد فني ومطاعم نابض بالحياة.',
  'Terraced green hills of Rwanda under a soft morning mist': 'تلال رواندا الخضراء المدرّجة تحت ضباب صباحي خفيف',
  "Founded in 1937 in Nairobi's leafy suburb of Karen, this par-72 parkland course winds between mature trees and immaculate greens. It has hosted the Kenya Open, and its gracious clubhouse remains one of the city's favourite places for a long lunch after the round.":
    'تأسس هذا الملعب عام 1937 في ضاحية كارين الخضراء في نيروبي، ويتعرّج مساره (بار 72) بين الأشجار المعمّرة والمناطق الخضراء المعتنى بها بإتقان. وقد استضاف بطولة كينيا المفتوحة، ولا يزال مبنى ناديه الأنيق من أحبّ الأماكن في المدينة لغداء طويل بعد اللعب.',
  'Tree-lined parkland fairway leading to the green at Karen Country Club, Nairobi':
    'ممر تحفّه الأشجار يقود إلى المنطقة الخضراء في نادي كارين الريفي، نيروبي',
  "Set in lush grounds on Nairobi's northern edge beside Karura Forest, Windsor pairs an 18-hole championship course with a Victorian-style country hotel. Undulating fairways, water hazards and abundant birdlife make for a memorable round within easy reach of the city.":
    'يقع ويندسور وسط أراضٍ خضراء وارفة على الطرف الشمالي لنيروبي بجوار غابة كارورا، ويجمع بين ملعب بطولات من 18 حفرة وفندق ريفي على الطراز الفيكتوري. وتصنع الممرات المتموّجة والعوائق المائية ووفرة الطيور جولة لا تُنسى على مقربة من المدينة.',
  'Victorian-style clubhouse overlooking a water hazard and fairway at Windsor Golf Hotel':
    'مبنى نادٍ على الطراز الفيكتوري يطل على عائق مائي وممر في فندق ويندسور للغولف',
  'Straddling the equator near Nanyuki at the foot of Mount Kenya, the legendary club founded by actor William Holden and his partners in 1959 offers a scenic nine-hole course. Manicured lawns, roaming peacocks and views of the mountain make every round feel like a return to the golden age of safari.':
    'على خط الاستواء قرب نانيوكي عند سفح جبل كينيا، يقدّم هذا النادي الأسطوري، الذي أسسه الممثل ويليام هولدن وشركاؤه عام 1959، ملعبًا خلابًا من تسع حفر. وتجعل المروج المشذّبة وطيور الطاووس المتجولة وإطلالات الجبل كل جولة أشبه بعودة إلى العصر الذهبي للسفاري.',
  'Manicured green at the Fairmont Mt Kenya Safari Club with Mount Kenya in the distance':
    'منطقة خضراء مشذّبة في نادي فيرمونت ماونت كينيا سفاري، ويظهر جبل كينيا في الأفق',
  'Perched on the slopes of the Eburru hills, this 18-hole championship course looks out over Lake Naivasha and the floor of the Great Rift Valley. At this altitude the ball carries a little further, and zebra and impala often graze beside the fairways.':
    'يتربع ملعب البطولات هذا المكوّن من 18 حفرة على سفوح تلال إبورو، مطلًّا على بحيرة نيفاشا وقاع الوادي المتصدع العظيم. وعلى هذا الارتفاع تطير الكرة أبعد قليلًا، وكثيرًا ما ترعى الحمر الوحشية وظباء الإمبالا بجوار الممرات.',
  'Fairway on the slopes above Lake Naivasha at the Great Rift Valley Lodge and Golf Resort':
    'ممر على السفوح المطلة على بحيرة نيفاشا في منتجع غريت ريفت فالي لودج آند غولف ريزورت',
  'On the Kilifi coast north of Mombasa, the Baobab course at Vipingo Ridge is an 18-hole championship layout framed by ancient baobab trees and cooled by Indian Ocean breezes. Sweeping fairways and generous greens reward both the long hitter and the careful strategist.':
    'على ساحل كيليفي شمال مومباسا، يمتد ملعب باوباب في فيبينغو ريدج، وهو ملعب بطولات من 18 حفرة تحيط به أشجار الباوباب العتيقة وتلطّف أجواءه نسائم المحيط الهندي. وتكافئ ممراته الرحبة ومناطقه الخضراء الواسعة أصحاب الضربات الطويلة واللاعبين المتأنّين في التخطيط على حد سواء.',
  'Ancient baobab tree beside a sweeping fairway at Vipingo Ridge on the Kilifi coast':
    'شجرة باوباب عتيقة بجانب ممر رحب في فيبينغو ريدج على ساحل كيليفي',
  "On Diani's celebrated south-coast beach, this resort's 18-hole course is laid out among coastal forest and tropical gardens just back from the Indian Ocean. After your round, unwind by the pools or on the powder-white sand of one of Africa's most admired beaches.":
    'على شاطئ دياني الشهير في الساحل الجنوبي، يمتد ملعب هذا المنتجع المكوّن من 18 حفرة بين الغابات الساحلية والحدائق الاستوائية على مقربة من المحيط الهندي. وبعد جولتك، استرخِ بجوار المسابح أو على الرمال البيضاء الناعمة لواحد من أجمل شواطئ أفريقيا.',
  'Palm-fringed golf course in tropical gardens at Diamonds Leisure Beach and Golf Resort, Diani':
    'ملعب غولف تحفّه أشجار النخيل وسط حدائق استوائية في منتجع دايموندز ليجر بيتش آند غولف ريزورت، دياني',
  'Hells Gate National Park': 'منتزه هيلز غيت الوطني',
  "One of the few Kenyan parks you can explore on foot or by bicycle, Hells Gate lets you ride among zebra, giraffe and buffalo beneath towering red cliffs. A guided walk into the Ol Njorowa gorge reveals hot springs and sculpted rock, while the volcanic plug of Fischer's Tower rises from the valley floor.":
    'هيلز غيت من المنتزهات الكينية القليلة التي يمكن استكشافها سيرًا على الأقدام أو بالدراجة، إذ تتجول فيه بين الحمر الوحشية والزرافات والجواميس تحت منحدرات صخرية حمراء شاهقة. وتكشف جولة سير برفقة مرشد في مضيق أول نجوروا عن ينابيع حارة وصخور نحتتها الطبيعة، فيما يرتفع برج فيشر، وهو عنق بركاني، من قاع الوادي.',
  'Cyclists riding past grazing zebra beneath the red cliffs of Hells Gate National Park':
    'راكبو دراجات يمرّون بجوار حمر وحشية ترعى تحت المنحدرات الحمراء في منتزه هيلز غيت الوطني',
  'Solio Conservancy': 'محمية سوليو',
  "Between the Aberdares and Mount Kenya near Nyeri, Solio is one of Kenya's pioneering private rhino sanctuaries, home to a thriving population of both black and white rhino. Game drives across its open plains also bring sightings of buffalo, giraffe, lion and abundant plains game.":
    'بين جبال أبردير وجبل كينيا قرب نييري، تُعد سوليو من أوائل المحميات الخاصة لوحيد القرن في كينيا، وموطنًا لأعداد مزدهرة من وحيد القرن الأسود والأبيض. كما تتيح جولات السفاري عبر سهولها المفتوحة مشاهدة الجواميس والزرافات والأسود وأعداد وفيرة من حيوانات السهول.',
  'White rhino and her calf grazing on the open plains of Solio Conservancy':
    'أنثى وحيد القرن الأبيض وصغيرها يرعيان في السهول المفتوحة بمحمية سوليو',
  'Mugie Conservancy': 'محمية موجي',
  "On the wild northern plateau of Laikipia, Mugie Conservancy combines a working cattle ranch with a flourishing wildlife sanctuary. Elephant, lion, reticulated giraffe and the endangered Grevy's zebra roam its plains, explored on game drives and guided bush walks far from the crowds.":
    'على هضبة لايكيبيا الشمالية البرية، تجمع محمية موجي بين مزرعة ماشية عاملة وملاذ مزدهر للحياة البرية. وتجوب سهولَها الفيلة والأسود والزرافات الشبكية وحمار غريفي الوحشي المهدد بالانقراض، وتستكشفها في جولات سفاري وجولات سير في البرية برفقة مرشد، بعيدًا عن الزحام.',
  "Grevy's zebra on the dry northern plains of Mugie Conservancy in Laikipia":
    'حمار غريفي الوحشي في السهول الشمالية الجافة بمحمية موجي في لايكيبيا',
  'Giraffe Centre': 'مركز الزرافات',
  "Run by the African Fund for Endangered Wildlife in Nairobi's Lang'ata suburb, the Giraffe Centre breeds and protects the rare Rothschild's giraffe. From a raised feeding platform you can meet them eye to eye and hand-feed these gentle giants.":
    'في ضاحية لانغاتا بنيروبي، يتولى مركز الزرافات، الذي يديره الصندوق الأفريقي للحياة البرية المهددة بالانقراض، إكثار زرافات روتشيلد النادرة وحمايتها. ومن منصة إطعام مرتفعة، يمكنك أن تلتقي بها وجهًا لوجه وتطعم هذه العمالقة الوديعة بيدك.',
  "Visitor hand-feeding a Rothschild's giraffe from the raised platform at the Giraffe Centre":
    'زائر يطعم زرافة روتشيلد بيده من المنصة المرتفعة في مركز الزرافات',
  'National Museum Of Kenya': 'المتحف الوطني الكيني',
  "On Museum Hill in central Nairobi, the National Museum tells the story of Kenya's peoples, wildlife and art, including celebrated fossil finds from the cradle of humankind. Landscaped botanic gardens and the neighbouring snake park make for an easy, fascinating half-day between rounds.":
    'على تلة المتحف في وسط نيروبي، يروي المتحف الوطني حكاية شعوب كينيا وحياتها البرية وفنونها، بما في ذلك اكتشافات أحفورية شهيرة من مهد البشرية. وتجعل الحدائق النباتية المنسّقة وحديقة الثعابين المجاورة منه وجهة لنصف يوم ممتع وسهل بين جولات الغولف.',
  'Entrance and gardens of the National Museum of Kenya on Museum Hill, Nairobi':
    'مدخل المتحف الوطني الكيني وحدائقه على تلة المتحف، نيروبي',
  'Private, fully staffed residences set in the leafy gardens of Karen, just minutes from Karen Country Club and the Giraffe Centre. Each offers generous living spaces, attentive service and the calm of a country home within easy reach of the city.':
    'مساكن خاصة بطاقم خدمة متكامل وسط حدائق كارين الوارفة، على بعد دقائق فقط من نادي كارين الريفي ومركز الزرافات. يوفر كل منها مساحات معيشة رحبة وخدمة شديدة العناية وهدوء المنازل الريفية، على مقربة من المدينة.',
  'Elegant residence with a veranda and lawn among the trees of Karen, Nairobi':
    'مسكن أنيق بشرفة مسقوفة ومرج أخضر بين أشجار كارين، نيروبي',
  "Overlooking Central Park in the heart of Nairobi, the Serena is a long-established favourite for its African-inspired interiors and gracious service. Its spa, pool and restaurants make a relaxing base between rounds at the city's golf clubs.":
    'يطل فندق سيرينا على سنترال بارك في قلب نيروبي، وهو وجهة مفضلة منذ زمن طويل بفضل تصاميمه الداخلية المستوحاة من أفريقيا وخدمته الراقية. ويجعل منه المنتجع الصحي والمسبح والمطاعم مقرًا مريحًا بين جولات الغولف في أندية المدينة.',
  'Pool terrace framed by tropical gardens at the Nairobi Serena Hotel':
    'شرفة المسبح تحيط بها الحدائق الاستوائية في فندق نيروبي سيرينا',
  "Built in the shape of Noah's Ark in the forests of Aberdare National Park, this tree-hotel overlooks a floodlit waterhole and salt lick. Elephant and buffalo visit through the night, and guests can ask to be woken by a discreet buzzer when something special arrives.":
    'شُيّد هذا الفندق الشجري على هيئة سفينة نوح في غابات منتزه أبردير الوطني، ويطل على بركة ماء مضاءة وموضع تقصده الحيوانات للعق الملح. تتوافد الفيلة والجواميس طوال الليل، ويمكن للنزلاء طلب إيقاظهم بجرس هادئ عند وصول زائر استثنائي.',
  'The Ark tree-hotel overlooking a floodlit waterhole in the Aberdare forest at dusk':
    'فندق ذا آرك الشجري يطل على بركة ماء مضاءة في غابة أبردير عند الغسق',
  'A boutique hideaway on the south coast at Diani, Almanara offers spacious suites and villas, several with private pools, steps from the Indian Ocean. Fresh seafood, quiet gardens and the reef on the doorstep make it an elegant base for coastal golf.':
    'ملاذ بوتيكي على الساحل الجنوبي في دياني، يقدّم المنارة أجنحة وفللًا فسيحة، بعضها بمسابح خاصة، على بعد خطوات من المحيط الهندي. وتجعل منه المأكولات البحرية الطازجة والحدائق الهادئة والشعاب المرجانية على عتبة الباب مقرًا أنيقًا لعشاق الغولف الساحلي.',
  'Villa with a private pool and palm trees beside the beach at Almanara, Diani':
    'فيلا بمسبح خاص وأشجار نخيل بجانب الشاطئ في المنارة، دياني',
  'Maasai Mara Hotels': 'فنادق ماساي مارا',
  'Our hand-picked selection of lodges and tented camps in and around the Maasai Mara National Reserve, chosen for their setting, service and guiding. Wake to the sounds of the savanna and, between July and October, watch the Great Migration unfold beyond your veranda.':
    'مجموعة منتقاة بعناية من النُّزُل والمخيمات الفاخرة داخل محمية ماساي مارا الوطنية ومن حولها، اخترناها لمواقعها وخدماتها وخبرة مرشديها. استيقظ على أصوات السافانا، وبين يوليو وأكتوبر شاهد الهجرة الكبرى تتكشّف أمام شرفتك.',
  'Luxury tented camp veranda overlooking the savanna of the Maasai Mara': 'شرفة مخيم فاخر تطل على سافانا ماساي مارا',
}
