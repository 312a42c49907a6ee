/** News items (akhbar) and Kashkoul magazine articles. Paragraphs become simple HTML in the seed. */
export type ContentSeed = {
  titleAr: string;
  titleEn: string;
  paragraphsAr: string[];
  paragraphsEn: string[];
  date: string;
};

export const news: ContentSeed[] = [
  {
    titleAr: 'الدار تشارك في معرض عمّان الدولي للكتاب',
    titleEn: 'The house takes part in the Amman International Book Fair',
    paragraphsAr: [
      'تشارك الدار بجناح يضم أكثر من سبعين عنوانًا.',
      'يوقّع عدد من الكتّاب إصداراتهم الجديدة طوال أيام المعرض.',
    ],
    paragraphsEn: [
      'The house takes part with a stand of more than seventy titles.',
      'Several authors sign their new books throughout the fair.',
    ],
    date: '2025-09-24',
  },
  {
    titleAr: 'إطلاق طبعة جديدة من «الأيام» لطه حسين',
    titleEn: 'A new edition of Taha Hussein’s “The Days”',
    paragraphsAr: [
      'صدرت طبعة مدققة من السيرة الخالدة بأجزائها الثلاثة في مجلد واحد.',
      'تتوفر الطبعة ورقيًا ورقميًا.',
    ],
    paragraphsEn: [
      'A proofread edition of the classic autobiography is out, all three parts in one volume.',
      'It is available in print and as a PDF.',
    ],
    date: '2025-08-10',
  },
  {
    titleAr: 'أمسية شعرية احتفاءً بأبي القاسم الشابي',
    titleEn: 'A poetry evening celebrating Abu al-Qasim al-Shabbi',
    paragraphsAr: [
      'تقيم الدار أمسية يقرأ فيها شعراء شباب قصائد من «أغاني الحياة».',
      'الدعوة عامة والدخول مجاني.',
    ],
    paragraphsEn: [
      'The house hosts an evening where young poets read from “Songs of Life”.',
      'All are welcome; entry is free.',
    ],
    date: '2025-07-02',
  },
  {
    titleAr: 'ورشة كتابة قصص الأطفال',
    titleEn: 'A workshop on writing children’s stories',
    paragraphsAr: [
      'تقدّم الكاتبة ريم النجّار ورشة من أربعة لقاءات عن الكتابة للصغار.',
      'التسجيل عبر صفحة التواصل.',
    ],
    paragraphsEn: [
      'Author Reem Al-Najjar leads a four-session workshop on writing for young children.',
      'Register through the contact page.',
    ],
    date: '2025-06-15',
  },
  {
    titleAr: 'جائزة القرّاء لرواية «مدينة الضباب»',
    titleEn: 'Readers’ prize for the novel “City of Fog”',
    paragraphsAr: [
      'فازت رواية نادية السّاعدي بجائزة القرّاء في استفتاء شارك فيه آلاف الزوار.',
      'تهنئ الدار الكاتبة وقرّاءها.',
    ],
    paragraphsEn: [
      'Nadia Al-Saadi’s novel won the readers’ prize in a poll of thousands of visitors.',
      'The house congratulates the author and her readers.',
    ],
    date: '2025-05-28',
  },
  {
    titleAr: 'تخفيضات رمضان: خصم 20% على كل الكتب',
    titleEn: 'Ramadan sale: 20% off every book',
    paragraphsAr: [
      'طوال شهر رمضان تُباع كل الكتب، الرقمية والورقية، بخصم 20%.',
      'يظهر السعر المخفّض على كل كتاب ويسري تلقائيًا عند الدفع.',
    ],
    paragraphsEn: [
      'Throughout Ramadan, every book, digital or printed, is 20% off.',
      'Each book shows its sale price, and the discount applies automatically at checkout.',
    ],
    date: '2025-03-01',
  },
  {
    titleAr: 'توقيع كتاب «مطبخ بلاد الشام»',
    titleEn: 'Book signing: “The Levantine Kitchen”',
    paragraphsAr: [
      'توقّع سلمى الخطيب كتابها مع عرض حي لتحضير المقلوبة.',
      'يقام الحفل في مقر الدار مساء الخميس.',
    ],
    paragraphsEn: [
      'Salma Al-Khatib signs her book with a live maqluba demonstration.',
      'The event is at the house on Thursday evening.',
    ],
    date: '2025-02-12',
  },
  {
    titleAr: 'الدار تطلق متجرها الإلكتروني الجديد',
    titleEn: 'The house launches its new online shop',
    paragraphsAr: [
      'أصبح بإمكان القرّاء شراء الكتب الورقية والرقمية من الموقع مباشرة.',
      'يصل الشحن إلى معظم الدول العربية.',
    ],
    paragraphsEn: [
      'Readers can now buy print and digital books directly from the site.',
      'Shipping reaches most Arab countries.',
    ],
    date: '2025-01-05',
  },
  {
    titleAr: 'ندوة عن ابن خلدون وعلم العمران',
    titleEn: 'A seminar on Ibn Khaldun and the science of society',
    paragraphsAr: [
      'يناقش باحثون راهنية «المقدمة» في فهم المدن والدول اليوم.',
      'تُبث الندوة مباشرة على قناة الدار.',
    ],
    paragraphsEn: [
      'Scholars discuss what “The Muqaddimah” still tells us about cities and states today.',
      'The seminar is streamed live on the house’s channel.',
    ],
    date: '2024-11-20',
  },
  {
    titleAr: 'إعادة طباعة «القانون في الطب»',
    titleEn: '“The Canon of Medicine” is being reprinted',
    paragraphsAr: [
      'نفدت الطبعة المقوّاة وتعمل الدار على طبعة ثانية منقحة.',
      'يمكن حجز نسخة عبر التواصل معنا.',
    ],
    paragraphsEn: [
      'The hardcover edition has sold out and a revised second printing is under way.',
      'Contact us to reserve a copy.',
    ],
    date: '2024-10-08',
  },
  {
    titleAr: 'مسابقة القراءة الصيفية للناشئة',
    titleEn: 'The summer reading challenge for young readers',
    paragraphsAr: ['اقرأ خمسة كتب هذا الصيف واكتب عن أحبّها إليك.', 'جوائز للفائزين في ثلاث فئات عمرية.'],
    paragraphsEn: [
      'Read five books this summer and write about your favourite.',
      'Prizes for winners in three age groups.',
    ],
    date: '2024-07-01',
  },
  {
    titleAr: 'شراكة مع المكتبات المدرسية',
    titleEn: 'A partnership with school libraries',
    paragraphsAr: [
      'توفّر الدار مجموعات مختارة من كتب الأطفال والعلوم لخمسين مدرسة.',
      'تشمل الشراكة زيارات للكتّاب.',
    ],
    paragraphsEn: [
      'The house supplies selected children’s and science books to fifty schools.',
      'The partnership includes author visits.',
    ],
    date: '2024-04-18',
  },
];

export const kashkoul: ContentSeed[] = [
  {
    titleAr: 'لماذا نعيد قراءة المتنبي؟',
    titleEn: 'Why do we keep rereading al-Mutanabbi?',
    paragraphsAr: [
      'بعد ألف عام ما زالت أبياته تجري على الألسنة حكمةً ومثلًا.',
      'نقرأ في هذا العدد سرّ بقاء شعره.',
    ],
    paragraphsEn: [
      'A thousand years on, his lines are still quoted as proverbs.',
      'This issue looks at why his poetry lasts.',
    ],
    date: '2025-09-01',
  },
  {
    titleAr: 'الخط العربي بين الحرف والصورة',
    titleEn: 'Arabic calligraphy between letter and image',
    paragraphsAr: ['من الكوفي إلى الثلث والديواني: رحلة الحرف العربي فنًّا.', 'حوار مع خطاط شاب من عمّان.'],
    paragraphsEn: [
      'From Kufic to Thuluth and Diwani: the Arabic letter as art.',
      'An interview with a young Amman calligrapher.',
    ],
    date: '2025-08-01',
  },
  {
    titleAr: 'أدب الرحلة: من ابن بطوطة إلى المدونات',
    titleEn: 'Travel writing: from Ibn Battuta to blogs',
    paragraphsAr: ['كيف تغيّر وصف البلاد والناس حين صار كل مسافر كاتبًا؟', 'مقالة عن الرحلة قديمًا وحديثًا.'],
    paragraphsEn: [
      'How has writing about places and people changed now that every traveller writes?',
      'An essay on travel writing old and new.',
    ],
    date: '2025-07-01',
  },
  {
    titleAr: 'القراءة للأطفال قبل النوم',
    titleEn: 'Reading to children at bedtime',
    paragraphsAr: ['عشر دقائق كل مساء تصنع قارئًا مدى الحياة.', 'نصائح لاختيار الكتاب المناسب لكل عمر.'],
    paragraphsEn: [
      'Ten minutes each evening make a lifelong reader.',
      'Tips on choosing the right book for each age.',
    ],
    date: '2025-06-01',
  },
  {
    titleAr: 'مطبخ الأجداد في المخطوطات',
    titleEn: 'Our ancestors’ kitchen in the manuscripts',
    paragraphsAr: ['ماذا كان يأكل أهل بغداد في القرن العاشر؟', 'قراءة في «كتاب الطبيخ» ووصفاته.'],
    paragraphsEn: [
      'What did the people of Baghdad eat in the tenth century?',
      'A reading of “The Book of Dishes” and its recipes.',
    ],
    date: '2025-05-01',
  },
  {
    titleAr: 'الترجمة: خيانة أم إبداع؟',
    titleEn: 'Translation: betrayal or creation?',
    paragraphsAr: [
      'من ابن المقفع إلى المنفلوطي: مترجمون أعادوا كتابة النصوص.',
      'ملف العدد عن الترجمة الأدبية.',
    ],
    paragraphsEn: [
      'From Ibn al-Muqaffa’ to al-Manfaluti: translators who rewrote their texts.',
      'This issue’s feature on literary translation.',
    ],
    date: '2025-04-01',
  },
  {
    titleAr: 'علماء الضوء: ابن الهيثم ومن بعده',
    titleEn: 'Scientists of light: Ibn al-Haytham and after',
    paragraphsAr: ['كيف غيّرت التجربة فهمنا للرؤية؟', 'مقالة مبسطة في تاريخ البصريات.'],
    paragraphsEn: [
      'How did experiment change our understanding of vision?',
      'A simple essay on the history of optics.',
    ],
    date: '2025-03-01',
  },
  {
    titleAr: 'الرواية العربية الجديدة وأصوات النساء',
    titleEn: 'The new Arabic novel and women’s voices',
    paragraphsAr: ['كاتبات يروين المدن والحروب والبيوت من زاوية مختلفة.', 'قراءات في خمس روايات حديثة.'],
    paragraphsEn: [
      'Women writers tell of cities, wars and homes from another angle.',
      'Readings of five recent novels.',
    ],
    date: '2025-02-01',
  },
  {
    titleAr: 'المكتبات العامة: بيوت ثانية',
    titleEn: 'Public libraries: second homes',
    paragraphsAr: ['جولة في مكتبات عربية تفتح أبوابها للجميع.', 'صور وحكايات من روّادها.'],
    paragraphsEn: ['A tour of Arab libraries open to all.', 'Photographs and stories from their regulars.'],
    date: '2025-01-01',
  },
  {
    titleAr: 'الشعر المهجري: حنين بلا حدود',
    titleEn: 'Mahjar poetry: longing without borders',
    paragraphsAr: ['جبران ونعيمة وأبو ماضي كتبوا الوطن من بعيد.', 'ملف عن الرابطة القلمية.'],
    paragraphsEn: ['Gibran, Naimy and Abu Madi wrote of home from afar.', 'A feature on the Pen League.'],
    date: '2024-12-01',
  },
  {
    titleAr: 'صناعة الكتاب: من المخطوطة إلى الشاشة',
    titleEn: 'Making books: from manuscript to screen',
    paragraphsAr: ['الورق والحبر والمطبعة ثم الكتاب الرقمي.', 'كيف يصل الكتاب إلى يديك اليوم؟'],
    paragraphsEn: ['Paper, ink and the press, then the e-book.', 'How does a book reach your hands today?'],
    date: '2024-11-01',
  },
  {
    titleAr: 'الفلسفة للصغار: أسئلة كبيرة',
    titleEn: 'Philosophy for children: big questions',
    paragraphsAr: ['ما العدل؟ ما الصداقة؟ أطفال يتحاورون في أسئلة الفلاسفة.', 'تجربة من فصل دراسي.'],
    paragraphsEn: [
      'What is justice? What is friendship? Children discuss philosophers’ questions.',
      'An experience from a classroom.',
    ],
    date: '2024-10-01',
  },
];

/**
 * The sale the Ramadan news announces: 20% off the whole catalogue. The demo runs it from a day
 * before the seed to thirty days after, so that the shop shows it whenever it is seeded.
 */
export const ramadanSale = {
  id: 1,
  nameAr: 'تخفيضات رمضان',
  nameEn: 'Ramadan sale',
  scope: 'all',
  percent: 20,
  daysBefore: 1,
  daysAfter: 30,
} as const;
