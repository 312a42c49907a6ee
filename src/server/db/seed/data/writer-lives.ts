/* The demo writers' lives: years of birth and death, and a short biography in Arabic and English. */
import type { WriterKey } from './catalogue.ts';

export type WriterLife = { bornYear: number | null; diedYear: number | null; bioAr: string; bioEn: string };

export const writerLives: Record<WriterKey, WriterLife> = {
  'taha-hussein': {
    bornYear: 1889,
    diedYear: 1973,
    bioAr:
      '<p>أديب وناقد مصري لُقّب بعميد الأدب العربي، فقد بصره في طفولته، ودرس في الأزهر والجامعة ' +
      'المصرية ثم في جامعة السوربون بباريس، وتولّى وزارة المعارف بين عامي 1950 و1952. من أشهر أعماله ' +
      'سيرته الذاتية «الأيام» وكتاب «في الشعر الجاهلي» الذي أثار جدلًا واسعًا عند صدوره سنة 1926.</p>',
    bioEn:
      '<p>Egyptian writer and critic known as the “Dean of Arabic Literature”. Blind from early ' +
      'childhood, he studied at al-Azhar, the Egyptian University and the Sorbonne, and later served ' +
      'as Egypt’s Minister of Education. His best known works are the autobiography <em>The Days</em>' +
      ' (al-Ayyam) and <em>On Pre-Islamic Poetry</em> (1926), which stirred a lasting ' +
      'controversy.</p>',
  },
  gibran: {
    bornYear: 1883,
    diedYear: 1931,
    bioAr:
      '<p>شاعر وكاتب ورسام لبناني وُلد في بشرّي، وهاجر مع أسرته إلى الولايات المتحدة صبيًّا، فعاش في ' +
      'بوسطن ثم في نيويورك حيث توفي. كان من مؤسسي الرابطة القلمية وأبرز أعلام أدب المهجر، ومن أشهر ' +
      'أعماله «النبي» الذي كتبه بالإنجليزية و«الأجنحة المتكسرة» بالعربية.</p>',
    bioEn:
      '<p>Lebanese poet, writer and painter, born in Bsharri, who emigrated with his family to the ' +
      'United States as a boy and lived in Boston and later New York, where he died. A founder of the' +
      ' Pen League and a leading voice of Mahjar (diaspora) literature, he is best known for <em>The ' +
      'Prophet</em> (1923) and, in Arabic, <em>Broken Wings</em> (1912).</p>',
  },
  mutanabbi: {
    bornYear: 915,
    diedYear: 965,
    bioAr:
      '<p>من أعظم شعراء العربية، وُلد في الكوفة وتنقّل بين البلاطات، فمدح سيف الدولة الحمداني في حلب،' +
      ' ثم كافورًا الإخشيدي في مصر قبل أن يهجوه. عُرف بالحكمة والفخر وقوة العبارة، وقُتل قرب بغداد في' +
      ' طريق عودته من فارس، وديوانه من أكثر دواوين الشعر العربي شرحًا ودراسة.</p>',
    bioEn:
      '<p>One of the greatest poets of the Arabic language. Born in Kufa, he served as court poet to ' +
      'Sayf al-Dawla in Aleppo and then to Kafur in Egypt, whom he later satirised. Famed for his ' +
      'proud, aphoristic verse, he was killed near Baghdad on his way back from Persia; his ' +
      '<em>Diwan</em> remains among the most studied collections of Arabic poetry.</p>',
  },
  shawqi: {
    bornYear: 1868,
    diedYear: 1932,
    bioAr:
      '<p>شاعر مصري لُقّب بأمير الشعراء سنة 1927، ويُعدّ من رواد مدرسة الإحياء في الشعر العربي ' +
      'الحديث. نفاه الإنجليز إلى إسبانيا خلال الحرب العالمية الأولى، ومن أشهر آثاره ديوان «الشوقيات» ' +
      'ومسرحياته الشعرية مثل «مصرع كليوباترا» و«مجنون ليلى».</p>',
    bioEn:
      '<p>Egyptian poet hailed as the “Prince of Poets” in 1927 and a leading figure of the ' +
      'neoclassical revival of Arabic poetry. Exiled by the British to Spain during the First World ' +
      'War, he is best known for his collected poems <em>Al-Shawqiyyat</em> and verse dramas such as ' +
      '<em>The Death of Cleopatra</em> and <em>Majnun Layla</em>.</p>',
  },
  'ibn-khaldun': {
    bornYear: 1332,
    diedYear: 1406,
    bioAr:
      '<p>مؤرخ ومفكر وُلد في تونس وتوفي في القاهرة، وتقلّد مناصب في بلاطات المغرب والأندلس قبل أن ' +
      'يتولّى قضاء المالكية في مصر. اشتهر بـ«المقدمة» التي وضع فيها أسس علم العمران، وهي مدخل كتابه ' +
      'الكبير في التاريخ «كتاب العبر».</p>',
    bioEn:
      '<p>Historian and thinker born in Tunis who died in Cairo. After serving at courts across North' +
      ' Africa and al-Andalus, he became chief Maliki judge in Egypt. He is best known for the ' +
      '<em>Muqaddimah</em>, the introduction to his universal history <em>Kitab al-Ibar</em>, which ' +
      'laid foundations for the study of society and history.</p>',
  },
  jahiz: {
    bornYear: 776,
    diedYear: 868,
    bioAr:
      '<p>أديب وعالم من أعلام النثر العربي في العصر العباسي، وُلد في البصرة وتوفي فيها، وكان من كبار ' +
      'متكلمي المعتزلة. من أشهر كتبه «الحيوان» و«البخلاء» و«البيان والتبيين».</p>',
    bioEn:
      '<p>A master of Arabic prose in the Abbasid age, born and died in Basra, and a leading ' +
      'Mu’tazilite thinker. His best known works include <em>The Book of Animals</em> (Kitab ' +
      'al-Hayawan), <em>The Book of Misers</em> (al-Bukhala’) and <em>al-Bayan wa al-Tabyin</em>.</p>',
  },
  'ibn-battuta': {
    bornYear: 1304,
    diedYear: 1369,
    bioAr:
      '<p>رحّالة مغربي وُلد في طنجة، وخرج حاجًّا سنة 1325 فجاب قرابة ثلاثين عامًا بلاد المشرق وشرق ' +
      'أفريقيا والهند والصين والأندلس وغرب أفريقيا. أملى أخبار رحلاته على ابن جزي الكلبي فدوّنها في ' +
      'كتاب «تحفة النظار في غرائب الأمصار وعجائب الأسفار» المعروف برحلة ابن بطوطة.</p>',
    bioEn:
      '<p>Moroccan traveller born in Tangier. Setting out on pilgrimage in 1325, he spent nearly ' +
      'thirty years journeying through the Middle East, East Africa, India, China, al-Andalus and ' +
      'West Africa. He dictated his account to the scholar Ibn Juzayy, and it is known simply as the ' +
      '<em>Rihla</em> (The Travels).</p>',
  },
  farabi: {
    bornYear: 872,
    diedYear: 950,
    bioAr:
      '<p>فيلسوف وعالم موسيقى لُقّب بالمعلم الثاني بعد أرسطو، عاش في بغداد ثم في حلب ودمشق حيث توفي. ' +
      'من أشهر كتبه «آراء أهل المدينة الفاضلة» و«كتاب الموسيقى الكبير».</p>',
    bioEn:
      '<p>Philosopher and music theorist known as the “Second Teacher” after Aristotle. He worked in ' +
      'Baghdad and later in Aleppo and Damascus, where he died. His best known works are <em>The ' +
      'Virtuous City</em> (Ara’ Ahl al-Madina al-Fadila) and the <em>Great Book of Music</em>.</p>',
  },
  'ibn-rushd': {
    bornYear: 1126,
    diedYear: 1198,
    bioAr:
      '<p>فيلسوف وفقيه وطبيب أندلسي وُلد في قرطبة وتوفي في مراكش، وتولّى القضاء في إشبيلية وقرطبة. ' +
      'اشتهر بشروحه على مؤلفات أرسطو التي أثّرت تأثيرًا عميقًا في أوروبا، ومن كتبه «تهافت التهافت» ' +
      'و«بداية المجتهد ونهاية المقتصد».</p>',
    bioEn:
      '<p>Andalusian philosopher, jurist and physician, born in Córdoba and died in Marrakesh, who ' +
      'served as judge in Seville and Córdoba. His commentaries on Aristotle deeply influenced ' +
      'medieval Europe; his works include <em>The Incoherence of the Incoherence</em> (Tahafut ' +
      'al-Tahafut) and the legal treatise <em>Bidayat al-Mujtahid</em>.</p>',
  },
  'ibn-sina': {
    bornYear: 980,
    diedYear: 1037,
    bioAr:
      '<p>طبيب وفيلسوف وُلد قرب بخارى وتوفي في همذان، ويُعدّ من أعظم علماء عصره. من أشهر مؤلفاته ' +
      '«القانون في الطب» الذي ظل مرجعًا في تعليم الطب في المشرق وأوروبا قرونًا، وموسوعته الفلسفية ' +
      '«الشفاء».</p>',
    bioEn:
      '<p>Physician and philosopher born near Bukhara who died in Hamadan, among the most influential' +
      ' scholars of his age. His <em>Canon of Medicine</em> was a standard medical textbook in the ' +
      'Islamic world and Europe for centuries, and his <em>Book of Healing</em> is a vast ' +
      'encyclopedia of philosophy and science.</p>',
  },
  khwarizmi: {
    bornYear: 780,
    diedYear: 850,
    bioAr:
      '<p>عالم رياضيات وفلك وجغرافيا عمل في بيت الحكمة ببغداد في عهد الخليفة المأمون. وضع كتاب ' +
      '«المختصر في حساب الجبر والمقابلة» الذي أخذ منه علم الجبر اسمه، ومن اسمه اشتُقّت كلمة ' +
      '«الخوارزمية».</p>',
    bioEn:
      '<p>Mathematician, astronomer and geographer who worked at the House of Wisdom in Baghdad under' +
      ' the caliph al-Ma’mun. His <em>Compendious Book on Calculation by Completion and ' +
      'Balancing</em> gave algebra its name, and the word “algorithm” derives from his own.</p>',
  },
  manfaluti: {
    bornYear: 1876,
    diedYear: 1924,
    bioAr:
      '<p>أديب مصري وُلد في منفلوط بصعيد مصر، ودرس في الأزهر وتتلمذ على الشيخ محمد عبده. اشتهر ' +
      'بأسلوبه النثري المؤثر في «النظرات» و«العبرات»، وبصياغته العربية لروايات فرنسية مثل «ماجدولين» ' +
      'و«الفضيلة» مع أنه لم يكن يعرف الفرنسية.</p>',
    bioEn:
      '<p>Egyptian writer born in Manfalut in Upper Egypt, who studied at al-Azhar under Muhammad ' +
      'Abduh. He is remembered for the moving prose of his essays <em>Al-Nazarat</em> and tales ' +
      '<em>Al-Abarat</em>, and for Arabic adaptations of French novels such as <em>Magdulin</em>, ' +
      'made from friends’ translations as he read no French.</p>',
  },
  naimy: {
    bornYear: 1889,
    diedYear: 1988,
    bioAr:
      '<p>أديب ومفكر لبناني وُلد في بسكنتا، ودرس في بولتافا ثم في الولايات المتحدة، حيث كان من أركان ' +
      'الرابطة القلمية إلى جانب جبران. عاد إلى لبنان سنة 1932، ومن أشهر أعماله «كتاب مرداد» وكتاب ' +
      'النقد «الغربال» وسيرة صديقه «جبران خليل جبران».</p>',
    bioEn:
      '<p>Lebanese writer and thinker born in Baskinta, who studied in Poltava and then in the United' +
      ' States, where he was a pillar of the Pen League alongside Gibran. He returned to Lebanon in ' +
      '1932; his best known works include <em>The Book of Mirdad</em>, the critical essays ' +
      '<em>Al-Ghirbal</em> (The Sieve) and a biography of Gibran.</p>',
  },
  shabbi: {
    bornYear: 1909,
    diedYear: 1934,
    bioAr:
      '<p>شاعر تونسي من رواد الرومانسية في الشعر العربي الحديث، وُلد في توزر وتوفي بمرض القلب في ' +
      'الخامسة والعشرين من عمره. من أشهر قصائده «إرادة الحياة» التي دخلت أبيات منها في النشيد الوطني ' +
      'التونسي، وجُمع شعره في ديوان «أغاني الحياة».</p>',
    bioEn:
      '<p>Tunisian poet and a pioneer of Romanticism in modern Arabic poetry, born in Tozeur, who ' +
      'died of heart disease at twenty-five. His poem “The Will to Life” (Iradat al-Hayat) lent lines' +
      ' to the Tunisian national anthem, and his poems were gathered in <em>Songs of Life</em> ' +
      '(Aghani al-Hayat).</p>',
  },
  'ibn-muqaffa': {
    bornYear: 724,
    diedYear: 759,
    bioAr:
      '<p>كاتب ومترجم فارسي الأصل من رواد النثر العربي في أواخر العصر الأموي وبدايات العصر العباسي. ' +
      'نقل «كليلة ودمنة» من الفهلوية إلى العربية، ومن كتبه «الأدب الكبير» و«الأدب الصغير»، وقُتل ' +
      'شابًّا في البصرة.</p>',
    bioEn:
      '<p>Persian-born writer and translator, a founder of Arabic literary prose at the close of the ' +
      'Umayyad era and the start of the Abbasid. He translated <em>Kalila wa Dimna</em> from Middle ' +
      'Persian into Arabic and wrote <em>Al-Adab al-Kabir</em> and <em>Al-Adab al-Saghir</em>; he was' +
      ' put to death in Basra while still young.</p>',
  },
  'hafez-ibrahim': {
    bornYear: 1872,
    diedYear: 1932,
    bioAr:
      '<p>شاعر مصري لُقّب بشاعر النيل وشاعر الشعب، وُلد في ديروط وعمل ضابطًا في الجيش ثم في دار الكتب' +
      ' المصرية. عبّر في شعره عن هموم الناس والقضايا الوطنية، ومن آثاره ديوانه و«ليالي سطيح» وترجمته ' +
      'لرواية «البؤساء» لفيكتور هوغو.</p>',
    bioEn:
      '<p>Egyptian poet known as the “Poet of the Nile” and the “Poet of the People”. Born in Dayrut,' +
      ' he served as an army officer and later worked at the Egyptian National Library. His verse ' +
      'voiced national and social concerns; besides his <em>Diwan</em> he wrote <em>Layali Satih</em>' +
      ' and translated Victor Hugo’s <em>Les Misérables</em>.</p>',
  },
  'ibn-tufail': {
    bornYear: 1105,
    diedYear: 1185,
    bioAr:
      '<p>فيلسوف وطبيب أندلسي وُلد في وادي آش قرب غرناطة، وعمل طبيبًا ووزيرًا للخليفة الموحدي أبي ' +
      'يعقوب يوسف، وقدّم إليه ابن رشد. اشتهر بقصته الفلسفية «حي بن يقظان» عن إنسان ينشأ وحيدًا في ' +
      'جزيرة ويصل بعقله إلى الحقيقة.</p>',
    bioEn:
      '<p>Andalusian philosopher and physician born near Granada, who served as physician and vizier ' +
      'to the Almohad caliph Abu Ya’qub Yusuf and introduced Ibn Rushd to his court. He is known for ' +
      '<em>Hayy ibn Yaqzan</em>, a philosophical tale of a man who grows up alone on an island and ' +
      'reaches the truth by reason.</p>',
  },
  'ibn-haytham': {
    bornYear: 965,
    diedYear: 1040,
    bioAr:
      '<p>عالم رياضيات وفيزياء وفلك وُلد في البصرة وعاش معظم حياته في القاهرة. يُعدّ رائدًا في علم ' +
      'البصريات والمنهج التجريبي، وأشهر مؤلفاته «كتاب المناظر» الذي تُرجم إلى اللاتينية وأثّر في ' +
      'علماء أوروبا.</p>',
    bioEn:
      '<p>Mathematician, physicist and astronomer born in Basra who spent much of his life in Cairo. ' +
      'A pioneer of optics and of the experimental method, he is best known for his <em>Book of ' +
      'Optics</em> (Kitab al-Manazir), whose Latin translation shaped European science.</p>',
  },
  maarri: {
    bornYear: 973,
    diedYear: 1057,
    bioAr:
      '<p>شاعر وفيلسوف سوري وُلد في معرة النعمان وتوفي فيها، وفقد بصره في طفولته إثر إصابته بالجدري، ' +
      'ولُقّب برهين المحبسين لملازمته بيته بعد عودته من بغداد. من أشهر آثاره «سقط الزند» و«اللزوميات»' +
      ' و«رسالة الغفران».</p>',
    bioEn:
      '<p>Syrian poet and philosopher, born and died in Ma’arrat al-Nu’man, who lost his sight to ' +
      'smallpox in childhood. Known as the “double prisoner” of his blindness and of his house, which' +
      ' he kept after returning from Baghdad, he wrote <em>Saqt al-Zand</em>, the <em>Luzumiyyat</em>' +
      ' and <em>The Epistle of Forgiveness</em>.</p>',
  },
  warraq: {
    bornYear: null,
    diedYear: null,
    bioAr:
      '<p>مؤلف بغدادي من القرن الرابع الهجري (العاشر الميلادي) لا يُعرف عن حياته إلا القليل. جمع ' +
      '«كتاب الطبيخ»، وهو أقدم كتاب طبخ عربي وصل إلينا، ويضم مئات الوصفات من مطابخ الخلفاء والأعيان ' +
      'في العصر العباسي.</p>',
    bioEn:
      '<p>A tenth-century author from Baghdad about whose life little is known. He compiled the ' +
      '<em>Kitab al-Tabikh</em> (Book of Dishes), the oldest surviving Arabic cookbook, with hundreds' +
      ' of recipes from the kitchens of Abbasid caliphs and notables.</p>',
  },
  'salma-khatib': {
    bornYear: 1978,
    diedYear: null,
    bioAr:
      '<p>كاتبة تكتب عن المطبخ الشامي والعربي، وتجمع في كتبها وصفات البيوت وحكايات المائدة التي ' +
      'تتوارثها العائلات.</p>',
    bioEn:
      '<p>A cookery writer who gathers the home recipes and table stories of Levantine and Arab ' +
      'kitchens, for families who cook every day.</p>',
  },
  'reem-najjar': {
    bornYear: 1986,
    diedYear: null,
    bioAr:
      '<p>كاتبة قصص للأطفال تكتب عن الصداقة واللطف والخيال، بلغة عربية سهلة تصلح للقراءة بصوت عالٍ ' +
      'قبل النوم.</p>',
    bioEn:
      '<p>A children’s author whose stories deal with friendship, kindness and imagination, in simple' +
      ' Arabic meant to be read aloud at bedtime.</p>',
  },
  'yousef-haddad': {
    bornYear: 1981,
    diedYear: null,
    bioAr:
      '<p>كاتب علمي يبسّط للقرّاء الصغار والكبار موضوعات الفضاء وجسم الإنسان والتقنية، ويحب أن يبدأ ' +
      'كل فكرة بسؤال.</p>',
    bioEn:
      '<p>A science writer who explains space, the human body and technology to young and adult ' +
      'readers alike, starting each idea with a question.</p>',
  },
  'nadia-saadi': {
    bornYear: 1975,
    diedYear: null,
    bioAr: '<p>روائية تدور أعمالها حول الذاكرة والمدن والغربة، وتكتب أيضًا يوميات السفر.</p>',
    bioEn:
      '<p>A novelist whose books turn on memory, cities and exile; she also writes travel ' + 'diaries.</p>',
  },
  'omar-farouqi': {
    bornYear: 1969,
    diedYear: null,
    bioAr:
      '<p>كاتب في التاريخ وأدب الرحلة، يكتب عن المدن العربية وطرق التجارة القديمة وحضارة الأندلس ' +
      'بأسلوب قريب من القارئ العام.</p>',
    bioEn:
      '<p>A writer of history and travel who writes about Arab cities, old trade routes and the ' +
      'civilisation of al-Andalus for the general reader.</p>',
  },
};
