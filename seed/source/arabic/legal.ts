/**
 * Arabic for seed/source/legal.ts: a sample translation for staff to review, keyed by the exact English text.
 */
export const arabic: Readonly<Record<string, string>> = {
  'Terms & Conditions': 'الشروط والأحكام',
  'These Terms & Conditions govern your use of the Savanna Links Golf & Safari website and every trip you book with us. Please read them carefully before making a booking: by booking a trip or using the site, you agree to be bound by them.':
    'تحكم هذه الشروط والأحكام استخدامك للموقع الإلكتروني لشركة Savanna Links Golf & Safari وكل رحلة تحجزها لدينا. يُرجى قراءتها بعناية قبل إجراء أي حجز، إذ إنك بحجزك رحلةً أو باستخدامك الموقع توافق على الالتزام بها.',
  'Privacy Policy': 'سياسة الخصوصية',
  'Savanna Links Golf & Safari respects your privacy. This policy explains what personal information we collect when you use our website or travel with us, how we use and protect it, and the choices you have. We handle personal data in line with the Kenya Data Protection Act, 2019, and with the data-protection laws of the other countries where we operate.':
    'تحترم شركة Savanna Links Golf & Safari خصوصيتك. وتوضح هذه السياسة المعلومات الشخصية التي نجمعها عند استخدامك موقعنا الإلكتروني أو سفرك معنا، وكيفية استخدامنا لها وحمايتنا إياها، والخيارات المتاحة لك. ونتعامل مع البيانات الشخصية وفقًا لقانون حماية البيانات الكيني لسنة 2019، وقوانين حماية البيانات في الدول الأخرى التي نزاول فيها أعمالنا.',
  Definitions: 'التعريفات',
  'In these Terms & Conditions the following words have the meanings given below:':
    'في هذه الشروط والأحكام، يكون للكلمات الآتية المعاني المبيّنة قرين كل منها:',
  '“Savanna Links”, “we”, “us” and “our” mean Savanna Links Golf & Safari, a tour operator registered in the Republic of Kenya, including its offices in Dubai and the United States.':
    'يُقصد بعبارة «Savanna Links» وبضمائر المتكلم «نحن» و«نا» شركة Savanna Links Golf & Safari، وهي شركة منظِّمة للرحلات السياحية مسجلة في جمهورية كينيا، بما في ذلك مكاتبها في دبي والولايات المتحدة.',
  '“You” and “your” mean the person who makes a booking or uses the Site, and every traveller named on a booking.':
    'يُقصد بضمائر المخاطب «أنت» و«ك» الشخص الذي يُجري حجزًا أو يستخدم الموقع، وكل مسافر يرد اسمه في الحجز.',
  '“Trip” means any itinerary, circuit, golf programme, excursion, hotel stay, transfer or other travel service that we arrange for you.':
    'يُقصد بعبارة «الرحلة» أي برنامج رحلة أو جولة أو برنامج غولف أو رحلة قصيرة أو إقامة فندقية أو خدمة نقل أو أي خدمة سفر أخرى نرتبها لك.',
  '“Itinerary” means the day-by-day plan of a Trip, whether a package shown on the Site or a plan prepared for you by a consultant.':
    'يُقصد بعبارة «برنامج الرحلة» الخطة اليومية للرحلة، سواء أكانت باقةً معروضة على الموقع أم خطةً أعدّها لك أحد المستشارين.',
  '“Supplier” means an independent third party that provides part of a Trip, such as a hotel, lodge, golf club, airline, air-charter or yacht operator, or ground-transport company.':
    'يُقصد بعبارة «المورّد» أي طرف ثالث مستقل يقدّم جزءًا من الرحلة، كالفنادق أو النُّزُل أو أندية الغولف أو شركات الطيران أو مشغّلي رحلات الطيران العارض أو اليخوت أو شركات النقل البري.',
  '“Departure date” means the first day of your Trip as stated in your booking confirmation.':
    'يُقصد بعبارة «تاريخ المغادرة» اليوم الأول من رحلتك على النحو المبيّن في تأكيد الحجز.',
  '“Site” means the Savanna Links website and every page, form and service offered through it.':
    'يُقصد بعبارة «الموقع» الموقع الإلكتروني لشركة Savanna Links وكل صفحة ونموذج وخدمة تُقدَّم من خلاله.',
  'Booking and Payment': 'الحجز والدفع',
  'A booking is made when you confirm an itinerary with one of our consultants and we issue a written booking confirmation. Prices on the Site are quoted in US dollars per person, are subject to availability and may change until your booking is confirmed.':
    'يتم الحجز عندما تؤكد برنامج رحلة مع أحد مستشارينا ونُصدر تأكيدًا كتابيًا للحجز. والأسعار المعروضة على الموقع محددة بالدولار الأمريكي للشخص الواحد، وتخضع لمدى التوافر، وقابلة للتغيير إلى حين تأكيد حجزك.',
  'Unless we have agreed otherwise in writing, the full price of the Trip must be paid before the departure date. Where a deposit or staged payments have been agreed in writing, the balance must reach us by the date shown on your invoice; if it does not, we may treat the booking as cancelled by you and apply the charges set out under Cancellation and Refund.':
    'ما لم نتفق كتابةً على خلاف ذلك، يجب سداد كامل سعر الرحلة قبل تاريخ المغادرة. وفي حال الاتفاق كتابةً على دفعة مقدمة أو دفعات على مراحل، يجب أن يصلنا الرصيد المتبقي في موعد لا يتجاوز التاريخ المبيّن في فاتورتك، وإلا جاز لنا اعتبار الحجز ملغًى من جانبك وتطبيق الرسوم المنصوص عليها في بند الإلغاء واسترداد المبالغ.',
  'Payment may be made by bank transfer or by any other method we confirm in writing. Bank, card and currency-conversion charges are your responsibility. The lead traveller pays on behalf of everyone named on the booking and must make sure that the names and details given to us match each traveller’s passport.':
    'يجوز الدفع بالتحويل المصرفي أو بأي وسيلة أخرى نؤكدها كتابةً. وتتحمل أنت رسوم البنوك والبطاقات وتحويل العملات. ويسدّد المسافر الرئيسي المبلغ نيابةً عن جميع الأشخاص الواردة أسماؤهم في الحجز، ويتعين عليه التأكد من مطابقة الأسماء والبيانات المقدّمة إلينا لجواز سفر كل مسافر.',
  'AI-Curated Itineraries': 'برامج الرحلات المُعدّة بمساعدة الذكاء الاصطناعي',
  'To help you plan, some itinerary suggestions on the Site or in our correspondence may be prepared with the assistance of artificial-intelligence tools, drawing on our own knowledge of courses, lodges and routes.':
    'لمساعدتك في التخطيط، قد يُعَدّ بعض مقترحات برامج الرحلات المعروضة على الموقع أو الواردة في مراسلاتنا بمساعدة أدوات الذكاء الاصطناعي، استنادًا إلى معرفتنا الخاصة بالملاعب والنُّزُل والمسارات.',
  'An AI-assisted suggestion is a starting point, not a confirmed arrangement. Every itinerary is reviewed, adjusted where needed and confirmed in writing by a Savanna Links consultant before it is booked, and only the confirmed itinerary forms part of your contract with us.':
    'يُعدّ المقترح المُعَدّ بمساعدة الذكاء الاصطناعي نقطة انطلاق، لا ترتيبًا مؤكدًا. ويراجع أحد مستشاري Savanna Links كل برنامج رحلة ويعدّله عند الحاجة ويؤكده كتابةً قبل حجزه، ولا يشكّل جزءًا من عقدك معنا إلا برنامج الرحلة المؤكَّد.',
  'Tee times, game-drive routes, flight schedules and availability shown in a suggestion are indicative until confirmed. If anything in a suggestion does not suit you, tell your consultant and we will tailor it.':
    'تُعدّ مواعيد اللعب ومسارات رحلات السفاري وجداول الرحلات الجوية ومدى التوافر الواردة في أي مقترح استرشاديةً إلى حين تأكيدها. وإذا لم يناسبك أي جزء من المقترح، فأبلغ مستشارك وسنعدّله بما يلائمك.',
  'Cancellation and Refund': 'الإلغاء واسترداد المبالغ',
  'If you need to cancel, please tell us in writing. The cancellation takes effect on the day we receive your notice, and the refund depends on how long before the departure date that is:':
    'إذا احتجت إلى الإلغاء، فيُرجى إبلاغنا بذلك كتابةً. ويسري الإلغاء اعتبارًا من يوم تسلّمنا إشعارك، ويتوقف المبلغ المسترد على المدة الفاصلة بين ذلك اليوم وتاريخ المغادرة:',
  '30 days or more before departure: a full refund of the amount paid, minus processing fees.':
    'قبل المغادرة بـ 30 يومًا أو أكثر: استرداد كامل المبلغ المدفوع، مخصومًا منه رسوم المعالجة.',
  '15 to 30 days before departure: a refund of 50% of the amount paid.':
    'قبل المغادرة بمدة تتراوح بين 15 و30 يومًا: استرداد 50% من المبلغ المدفوع.',
  'Under 15 days before departure: no refund.': 'قبل المغادرة بأقل من 15 يومًا: لا يُسترد أي مبلغ.',
  'Where notice reaches us exactly 30 days before departure, the first, more favourable tier applies. Processing fees cover bank and card charges and the administrative cost of handling your booking; we itemise them on your refund statement.':
    'إذا وصلنا الإشعار قبل المغادرة بـ 30 يومًا بالضبط، تُطبَّق الشريحة الأولى الأكثر تفضيلًا. وتغطي رسوم المعالجة رسوم البنوك والبطاقات والتكلفة الإدارية لمعالجة حجزك، ونبيّنها تفصيلًا في كشف الاسترداد الخاص بك.',
  'Refunds are paid to the original payer by the original payment method within 30 days of the cancellation. If we have to cancel a Trip for reasons within our control, you may choose an alternative Trip of an equivalent standard or a full refund of everything you have paid.':
    'تُردّ المبالغ إلى الدافع الأصلي بوسيلة الدفع الأصلية خلال 30 يومًا من تاريخ الإلغاء. وإذا اضطُررنا إلى إلغاء رحلة لأسباب تقع ضمن نطاق سيطرتنا، جاز لك اختيار رحلة بديلة بمستوى مماثل أو استرداد كامل ما دفعته.',
  'Travel Insurance': 'تأمين السفر',
  'Comprehensive travel insurance is a condition of travelling with us. Your policy should cover cancellation and curtailment, medical treatment, emergency evacuation (including air evacuation from remote safari areas), personal liability, and loss of or damage to baggage and golf equipment.':
    'يُعدّ الحصول على تأمين سفر شامل شرطًا للسفر معنا. وينبغي أن تغطي وثيقة التأمين الخاصة بك الإلغاء وقطع الرحلة، والعلاج الطبي، والإخلاء في حالات الطوارئ (بما في ذلك الإخلاء الجوي من مناطق السفاري النائية)، والمسؤولية الشخصية، وفقدان الأمتعة ومعدات الغولف أو تلفها.',
  'Personal insurance is not included in the price of any Trip. We may ask for your policy details before departure, and we recommend that you buy cover as soon as you book so that you are protected against cancellation charges.':
    'لا يشمل سعر أي رحلة التأمين الشخصي. ويجوز لنا أن نطلب بيانات وثيقة تأمينك قبل المغادرة، ونوصي بشراء التغطية التأمينية فور الحجز لتكون محميًّا من رسوم الإلغاء.',
  'Limitation of Liability': 'حدود المسؤولية',
  'We select our Suppliers with care and will provide the services we have promised with reasonable skill and care. Many parts of a Trip are, however, provided by independent Suppliers under their own terms, and to the extent permitted by law we are not liable for their acts or omissions.':
    'نختار مورّدينا بعناية، وسنقدّم الخدمات التي تعهّدنا بها بمهارة وعناية معقولتين. غير أن كثيرًا من أجزاء الرحلة يقدّمها مورّدون مستقلون وفقًا لشروطهم الخاصة، ولا نتحمل، في الحدود التي يسمح بها القانون، المسؤولية عن أفعالهم أو إغفالاتهم.',
  'We are not liable for loss, injury, damage, delay or expense caused by events beyond our reasonable control, including severe weather, natural disasters, epidemics, civil unrest, government action, changes to airline schedules, or the behaviour of wild animals. Safaris take place in natural habitats, and sightings of particular species can never be guaranteed.':
    'لا نتحمل المسؤولية عن أي خسارة أو إصابة أو ضرر أو تأخير أو نفقات تنجم عن أحداث خارجة عن سيطرتنا المعقولة، بما في ذلك الأحوال الجوية القاسية، والكوارث الطبيعية، والأوبئة، والاضطرابات المدنية، والإجراءات الحكومية، والتغييرات في جداول شركات الطيران، وسلوك الحيوانات البرية. وتجري رحلات السفاري في موائل طبيعية، ولا يمكن بأي حال ضمان مشاهدة أنواع بعينها.',
  'Where we are found liable, our total liability to you is limited to the price you paid for the affected Trip. Nothing in these Terms limits our liability for death or personal injury caused by our negligence, or any other liability that cannot be limited under the laws of Kenya.':
    'في حال ثبوت مسؤوليتنا، تقتصر مسؤوليتنا الإجمالية تجاهك على السعر الذي دفعته مقابل الرحلة المتأثرة. وليس في هذه الشروط ما يحدّ من مسؤوليتنا عن الوفاة أو الإصابة الشخصية الناجمة عن إهمالنا، أو عن أي مسؤولية أخرى لا يجوز تقييدها بموجب قوانين كينيا.',
  'User Accounts': 'حسابات المستخدمين',
  'You can browse the Site without an account, but accounts may be required for some features of the Site, such as signing in to keep track of the trips you have selected.':
    'يمكنك تصفح الموقع دون حساب، إلا أن بعض ميزات الموقع قد تتطلب حسابًا، مثل تسجيل الدخول لمتابعة الرحلات التي اخترتها.',
  'When you create an account you must give accurate information and keep your password confidential. You are responsible for all activity under your account and should tell us at once if you believe it has been used without your permission.':
    'عند إنشاء حساب، يجب عليك تقديم معلومات دقيقة والحفاظ على سرية كلمة المرور الخاصة بك. وتتحمل المسؤولية عن جميع الأنشطة التي تتم من خلال حسابك، وينبغي لك إبلاغنا فورًا إذا اعتقدت أنه استُخدم دون إذنك.',
  'We may suspend or close an account that is used in breach of these Terms. You may close your account at any time by contacting us.':
    'يجوز لنا تعليق أي حساب يُستخدم بما يخالف هذه الشروط أو إغلاقه. ويجوز لك إغلاق حسابك في أي وقت بالتواصل معنا.',
  'Prohibited Activities': 'الأنشطة المحظورة',
  'When using the Site you agree not to:': 'عند استخدامك الموقع، فإنك توافق على عدم القيام بما يلي:',
  'make a speculative, false or fraudulent booking or enquiry;':
    'إجراء حجز أو استفسار على سبيل المضاربة أو بصورة كاذبة أو احتيالية؛',
  'give false personal information or impersonate another person;':
    'تقديم معلومات شخصية كاذبة أو انتحال شخصية شخص آخر؛',
  'attempt to gain unauthorised access to the Site, its systems or other users’ accounts;':
    'محاولة الوصول غير المصرح به إلى الموقع أو أنظمته أو حسابات المستخدمين الآخرين؛',
  'introduce viruses or other malicious code, or do anything that could disrupt or damage the Site;':
    'إدخال فيروسات أو أي شيفرات ضارة أخرى، أو القيام بأي فعل من شأنه تعطيل الموقع أو الإضرار به؛',
  'use automated tools to scrape, copy or harvest content, prices or data from the Site;':
    'استخدام أدوات آلية لاستخراج المحتوى أو الأسعار أو البيانات من الموقع أو نسخها أو جمعها؛',
  'use the Site for any unlawful purpose or in a way that infringes the rights of others.':
    'استخدام الموقع لأي غرض غير مشروع أو بطريقة تنتهك حقوق الآخرين.',
  'During your Trip you must follow the rules of national parks, conservancies, golf clubs and hotels, and the instructions of your guides. We may end the Trip, without refund, of anyone whose conduct endangers other people, wildlife or property.':
    'يجب عليك خلال رحلتك الالتزام بقواعد المنتزهات الوطنية والمحميات وأندية الغولف والفنادق، وبتعليمات مرشديك. ويجوز لنا إنهاء رحلة أي شخص يعرّض سلوكُه الآخرين أو الحياة البرية أو الممتلكات للخطر، دون ردّ أي مبالغ.',
  'Intellectual Property': 'الملكية الفكرية',
  'All content on the Site, including its text, itineraries, photographs, video, graphics and logos, and the product grid and the way our catalogue is arranged, belongs to Savanna Links or is used with the permission of its owners, and is protected by copyright and other intellectual-property laws.':
    'جميع المحتويات المنشورة على الموقع، بما في ذلك النصوص وبرامج الرحلات والصور ومقاطع الفيديو والرسومات والشعارات، وشبكة عرض المنتجات وطريقة تنظيم كتالوجنا، مملوكة لشركة Savanna Links أو مستخدمة بإذن من أصحابها، وهي محمية بموجب قوانين حقوق المؤلف وغيرها من قوانين الملكية الفكرية.',
  'You may view and print pages for your own personal, non-commercial use in planning a Trip. You may not copy, reproduce, republish or distribute any part of the Site or its content for any other purpose without our prior written consent.':
    'يجوز لك عرض الصفحات وطباعتها لاستخدامك الشخصي غير التجاري في التخطيط لرحلة. ولا يجوز لك نسخ أي جزء من الموقع أو محتواه أو استنساخه أو إعادة نشره أو توزيعه لأي غرض آخر دون الحصول على موافقتنا الكتابية المسبقة.',
  'The Savanna Links name and logo are our trade marks. The names and marks of golf clubs, hotels, lodges and other Suppliers belong to their respective owners.':
    'يُعدّ اسم Savanna Links وشعارها علامتين تجاريتين مملوكتين لنا. أما أسماء أندية الغولف والفنادق والنُّزُل وغيرها من المورّدين وعلاماتها فهي مملوكة لأصحابها.',
  'Governing Law': 'القانون الواجب التطبيق',
  'These Terms, and any dispute or claim arising out of or in connection with them or with your Trip, are governed by the laws of the Republic of Kenya, and the courts of Nairobi have exclusive jurisdiction.':
    'تخضع هذه الشروط، وأي نزاع أو مطالبة تنشأ عنها أو تتعلق بها أو برحلتك، لقوانين جمهورية كينيا، وتختص محاكم نيروبي حصريًا بالنظر فيها.',
  'If something goes wrong during your Trip, please tell your guide or our team straight away so that we can put it right. Before starting any proceedings, we ask that you raise your complaint with us in writing so that we can try to resolve it promptly and amicably.':
    'إذا طرأ أي خلل خلال رحلتك، فيُرجى إبلاغ مرشدك أو فريقنا فورًا حتى نتمكن من معالجته. وقبل اتخاذ أي إجراءات قضائية، نطلب منك تقديم شكواك إلينا كتابةً حتى نسعى إلى حلّها على وجه السرعة وبالطرق الودية.',
  Amendments: 'التعديلات',
  'We may update these Terms from time to time, for example to reflect changes in the law or in our services. The version that applies to your booking is the one published on the Site on the date your booking is confirmed.':
    'يجوز لنا تحديث هذه الشروط من حين لآخر، على سبيل المثال لمواكبة التغييرات في القانون أو في خدماتنا. والنسخة السارية على حجزك هي النسخة المنشورة على الموقع في تاريخ تأكيد حجزك.',
  'The date of the latest revision is shown at the top of this page. By continuing to use the Site after changes are published, you accept the updated Terms for your future use of the Site and for future bookings.':
    'يظهر تاريخ آخر مراجعة في أعلى هذه الصفحة. وباستمرارك في استخدام الموقع بعد نشر التغييرات، فإنك تقبل الشروط المحدَّثة فيما يخص استخدامك المستقبلي للموقع وحجوزاتك المستقبلية.',
  'Information We Collect': 'المعلومات التي نجمعها',
  'We collect only the information we need to plan and deliver your Trip and to run the Site:':
    'لا نجمع إلا المعلومات التي نحتاج إليها لتخطيط رحلتك وتنفيذها ولتشغيل الموقع:',
  'Contact details you give us, such as your name, e-mail address and phone number, when you send an enquiry or create an account.':
    'بيانات الاتصال التي تقدّمها إلينا، مثل اسمك وعنوان بريدك الإلكتروني ورقم هاتفك، عند إرسال استفسار أو إنشاء حساب.',
  'Booking details, including travellers’ names, dates of birth, passport and nationality details, flight information, golf handicaps, and any dietary or medical requirements you choose to share.':
    'بيانات الحجز، بما في ذلك أسماء المسافرين وتواريخ ميلادهم وبيانات جوازات السفر والجنسية ومعلومات الرحلات الجوية ومعدلات الهانديكاب في الغولف، وأي متطلبات غذائية أو طبية تختار مشاركتها.',
  'Account information, such as the e-mail address you sign in with. Passwords are handled by our authentication provider and are never visible to us.':
    'معلومات الحساب، مثل عنوان البريد الإلكتروني الذي تسجّل الدخول به. ويتولى مزوّد خدمة المصادقة لدينا معالجة كلمات المرور، ولا يمكننا الاطلاع عليها مطلقًا.',
  'Technical information, such as your browser and device type, the pages you visit and your approximate location, collected through cookies and similar technologies.':
    'المعلومات التقنية، مثل نوع متصفحك وجهازك، والصفحات التي تزورها، وموقعك التقريبي، وتُجمع من خلال ملفات تعريف الارتباط والتقنيات المماثلة.',
  'If you give us information about other people in your travelling party, please make sure they are happy for you to do so.':
    'إذا قدّمت إلينا معلومات عن أشخاص آخرين ضمن مجموعتك المسافرة، فيُرجى التأكد من موافقتهم على ذلك.',
  'How We Use Your Information': 'كيفية استخدامنا لمعلوماتك',
  'We use your information to:': 'نستخدم معلوماتك من أجل:',
  'answer your enquiries and prepare itinerary proposals;': 'الرد على استفساراتك وإعداد مقترحات برامج الرحلات؛',
  'make and manage bookings with hotels, golf clubs, airlines and other Suppliers;':
    'إجراء الحجوزات وإدارتها لدى الفنادق وأندية الغولف وشركات الطيران وغيرها من المورّدين؛',
  'take payments and keep the financial records the law requires;':
    'تحصيل المدفوعات والاحتفاظ بالسجلات المالية التي يقتضيها القانون؛',
  'look after your safety and well-being during your Trip;': 'الحرص على سلامتك وراحتك خلال رحلتك؛',
  'operate, secure and improve the Site;': 'تشغيل الموقع وتأمينه وتحسينه؛',
  'send you news and offers, where you have agreed to receive them.':
    'إرسال الأخبار والعروض إليك، متى وافقت على تلقيها.',
  'We rely on the performance of our contract with you, our legal obligations, our legitimate interest in running a safe and effective business and, for marketing, your consent, which you may withdraw at any time.':
    'نستند في ذلك إلى تنفيذ عقدنا معك، والتزاماتنا القانونية، ومصلحتنا المشروعة في إدارة أعمال آمنة وفعالة، وإلى موافقتك فيما يخص التسويق، ويجوز لك سحب هذه الموافقة في أي وقت.',
  'Data Security': 'أمن البيانات',
  'We protect your information with appropriate technical and organisational measures, including encrypted connections, access limited to the staff who need the data for their work, and reputable hosting providers.':
    'نحمي معلوماتك بتدابير تقنية وتنظيمية مناسبة، تشمل الاتصالات المشفّرة، وقصر الوصول على الموظفين الذين يحتاجون إلى البيانات لأداء عملهم، والاستعانة بمزوّدي استضافة موثوقين.',
  'We keep personal data only for as long as we need it for the purposes described in this policy, or for as long as the law requires, for example for tax and accounting records. No transmission over the internet is completely secure, so please contact us straight away if you suspect that your account has been compromised.':
    'لا نحتفظ بالبيانات الشخصية إلا للمدة التي نحتاج إليها فيها للأغراض المبيّنة في هذه السياسة، أو للمدة التي يقتضيها القانون، كما في حالة السجلات الضريبية والمحاسبية. ولمّا كان أي نقل للبيانات عبر الإنترنت لا يخلو تمامًا من المخاطر، فيُرجى التواصل معنا فورًا إذا اشتبهت في تعرّض حسابك للاختراق.',
  'Sharing Your Information': 'مشاركة معلوماتك',
  'We do not sell your personal information. We share it only where this is needed to deliver your Trip or to run our business:':
    'لا نبيع معلوماتك الشخصية، ولا نشاركها إلا عند الحاجة إلى ذلك لتنفيذ رحلتك أو لإدارة أعمالنا:',
  'with Suppliers such as hotels, lodges, golf clubs, airlines, air-charter and yacht operators and ground handlers, so that they can provide the services you have booked;':
    'مع المورّدين، كالفنادق والنُّزُل وأندية الغولف وشركات الطيران ومشغّلي رحلات الطيران العارض واليخوت ومقدّمي الخدمات الأرضية، لتمكينهم من تقديم الخدمات التي حجزتها؛',
  'with service providers that host the Site, handle sign-in, send e-mail or process payments on our behalf, under contracts that require them to protect your data;':
    'مع مزوّدي الخدمات الذين يتولون نيابةً عنا استضافة الموقع أو إدارة تسجيل الدخول أو إرسال رسائل البريد الإلكتروني أو معالجة المدفوعات، بموجب عقود تُلزمهم بحماية بياناتك؛',
  'between our offices in Kenya, the United Arab Emirates and the United States, so that the right consultant can help you;':
    'بين مكاتبنا في كينيا والإمارات العربية المتحدة والولايات المتحدة، ليتمكن المستشار المناسب من مساعدتك؛',
  'with authorities, insurers or emergency services where the law requires it or your safety depends on it.':
    'مع السلطات أو شركات التأمين أو خدمات الطوارئ متى اقتضى القانون ذلك أو توقفت عليه سلامتك.',
  'Some of these recipients are outside Kenya. When we transfer personal data abroad, we take steps to make sure it continues to receive an appropriate level of protection.':
    'يقع بعض هؤلاء المتلقين خارج كينيا. وعند نقل البيانات الشخصية إلى الخارج، نتخذ من الإجراءات ما يكفل استمرار حصولها على مستوى مناسب من الحماية.',
  Cookies: 'ملفات تعريف الارتباط',
  'Cookies are small text files stored on your device. We use essential cookies and similar browser storage to keep you signed in and to remember the contents of your tour cart, and analytics cookies to understand how visitors use the Site so that we can improve it.':
    'ملفات تعريف الارتباط ملفات نصية صغيرة تُخزَّن على جهازك. ونستخدم ملفات تعريف الارتباط الأساسية ووسائل التخزين المماثلة في المتصفح لإبقائك مسجّلًا الدخول ولحفظ محتويات سلة رحلاتك، كما نستخدم ملفات تعريف الارتباط التحليلية لفهم كيفية استخدام الزوار للموقع بما يمكّننا من تحسينه.',
  'You can control or delete cookies through your browser settings. If you block essential cookies, some features, such as signing in or keeping your cart, may not work properly.':
    'يمكنك التحكم في ملفات تعريف الارتباط أو حذفها من خلال إعدادات متصفحك. وإذا حظرت ملفات تعريف الارتباط الأساسية، فقد لا تعمل بعض الميزات على النحو الصحيح، مثل تسجيل الدخول أو الاحتفاظ بمحتويات سلتك.',
  'Your Rights': 'حقوقك',
  'Subject to the law that applies to you, you have the right to:': 'مع مراعاة القانون المطبّق عليك، يحق لك:',
  'be informed about how your personal data is used;': 'الاطلاع على كيفية استخدام بياناتك الشخصية؛',
  'access the personal data we hold about you;': 'الوصول إلى البيانات الشخصية التي نحتفظ بها عنك؛',
  'ask us to correct data that is inaccurate or incomplete;': 'مطالبتنا بتصحيح البيانات غير الدقيقة أو غير المكتملة؛',
  'ask us to delete your data or to restrict how we use it;': 'مطالبتنا بحذف بياناتك أو تقييد استخدامنا لها؛',
  'object to processing, including for direct marketing;':
    'الاعتراض على المعالجة، بما في ذلك المعالجة لأغراض التسويق المباشر؛',
  'receive your data in a portable format;': 'الحصول على بياناتك بصيغة قابلة للنقل؛',
  'withdraw your consent at any time where we rely on it.': 'سحب موافقتك في أي وقت متى كنا نستند إليها.',
  'To exercise any of these rights, contact us using the details below, and we will respond within the time the law allows. If you are not satisfied with our response, you may complain to the Office of the Data Protection Commissioner in Kenya or to the data-protection authority where you live.':
    'لممارسة أي من هذه الحقوق، تواصل معنا عبر بيانات الاتصال المبيّنة أدناه، وسنرد عليك خلال المدة التي يسمح بها القانون. وإذا لم تكن راضيًا عن ردّنا، يجوز لك تقديم شكوى إلى مكتب مفوض حماية البيانات في كينيا أو إلى سلطة حماية البيانات في بلد إقامتك.',
  'Changes to This Policy': 'التغييرات على هذه السياسة',
  'We may update this policy as our services or the law change. The date at the top of this page shows when it was last revised, and where changes are significant we will tell you by e-mail or with a notice on the Site.':
    'يجوز لنا تحديث هذه السياسة تبعًا للتغييرات في خدماتنا أو في القانون. ويبيّن التاريخ الظاهر في أعلى هذه الصفحة موعد آخر مراجعة لها، وفي حال إجراء تغييرات جوهرية سنبلغك بها عبر البريد الإلكتروني أو بإشعار على الموقع.',
  'Contact Us': 'اتصل بنا',
  'If you have any questions about this policy or about how we handle your personal information, or if you wish to exercise your rights, please write to privacy@savannalinks.example.':
    'إذا كانت لديك أي أسئلة بشأن هذه السياسة أو بشأن كيفية تعاملنا مع معلوماتك الشخصية، أو إذا رغبت في ممارسة حقوقك، فيُرجى مراسلتنا على العنوان privacy@savannalinks.example.',
  'You can also call us on +254 700 000 101 or write to any of our offices in Nairobi, Dubai and the United States, whose addresses are listed at the foot of every page.':
    'ويمكنك أيضًا الاتصال بنا على الرقم +254 700 000 101 أو مراسلة أي من مكاتبنا في نيروبي ودبي والولايات المتحدة، والمدرجة عناوينها في أسفل كل صفحة.',
}
