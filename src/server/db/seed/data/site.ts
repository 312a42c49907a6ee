/** Single-record site texts and the footer's links. */

export const terms = {
  id: 1,
  titleAr: 'سياسة الخصوصية',
  titleEn: 'Privacy policy',
  descriptionAr:
    '<p>نحترم خصوصيتك. نجمع الاسم والبريد الإلكتروني ورقم الهاتف والعنوان فقط لتنفيذ طلباتك والتواصل معك.</p><p>لا نبيع بياناتك ولا نشاركها إلا مع شركات الشحن والدفع بالقدر اللازم لإتمام الطلب.</p><p>يمكنك طلب حذف حسابك في أي وقت عبر صفحة التواصل.</p>',
  descriptionEn:
    '<p>We respect your privacy. We collect your name, e-mail, phone number and address only to fulfil your orders and contact you.</p><p>We do not sell your data, and share it only with shipping and payment companies as far as needed to complete an order.</p><p>You may ask us to delete your account at any time through the contact page.</p>',
};

export const seo = {
  id: 1,
  titleAr: 'دار الكتاب العربي | متجر الكتب',
  titleEn: 'Arab Book House | Bookshop',
  descriptionAr: 'متجر إلكتروني لكتب عربية ورقية ورقمية: روايات وشعر وتاريخ وفلسفة وكتب أطفال وطبخ.',
  descriptionEn:
    'An online shop of Arabic books in print and PDF: novels, poetry, history, philosophy, children’s books and cookery.',
  keywordsAr: 'كتب عربية، روايات، شعر، كتب رقمية، كتب أطفال',
  keywordsEn: 'Arabic books, novels, poetry, e-books, children’s books',
};

export const contact = {
  id: 1,
  titleAr: 'تواصل معنا',
  titleEn: 'Contact us',
  descriptionAr:
    '<p>يسعدنا تواصلكم معنا من الأحد إلى الخميس، من التاسعة صباحًا حتى الخامسة مساءً.</p><p>العنوان: شارع الجامعة، عمّان، الأردن.</p>',
  descriptionEn:
    '<p>We are glad to hear from you Sunday to Thursday, 9 am to 5 pm.</p><p>Address: University Street, Amman, Jordan.</p>',
  phone: '+962 6 555 0100',
  email: 'info@example.com',
  mapLink:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3384.5!2d35.8716!3d31.9539!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMzHCsDU3JzE0LjAiTiAzNcKwNTInMTcuOCJF!5e0!3m2!1sar!2sjo!4v1700000000000',
  qrLink: 'www.example.com/ar',
};

export const socialMedias = [
  { id: 1, title: 'Facebook', link: 'https://www.facebook.com/example', icon: 'facebook' },
  { id: 2, title: 'X', link: 'https://x.com/example', icon: 'x' },
  { id: 3, title: 'Instagram', link: 'https://www.instagram.com/example', icon: 'instagram' },
  { id: 4, title: 'YouTube', link: 'https://www.youtube.com/@example', icon: 'youtube' },
  { id: 5, title: 'Telegram', link: 'https://t.me/example', icon: 'telegram' },
  { id: 6, title: 'WhatsApp', link: 'https://wa.me/96265550100', icon: 'whatsapp' },
];

export const linkTypes = [
  {
    id: 1,
    titleAr: 'مواقع صديقة',
    titleEn: 'Friendly sites',
    links: [
      { nameAr: 'مكتبة الجامعة', nameEn: 'University Library', link: 'https://library.example.org' },
      { nameAr: 'نادي القرّاء', nameEn: 'Readers’ Club', link: 'https://readers.example.org' },
      { nameAr: 'مجلة الأدب', nameEn: 'Literature Magazine', link: 'https://adab.example.org' },
      { nameAr: 'بيت الشعر', nameEn: 'House of Poetry', link: 'https://poetry.example.org' },
    ],
  },
  {
    id: 2,
    titleAr: 'شركاء التوزيع',
    titleEn: 'Distribution partners',
    links: [
      { nameAr: 'مكتبة المدينة', nameEn: 'City Bookstore', link: 'https://citybooks.example.com' },
      { nameAr: 'دار النشر الحديثة', nameEn: 'Modern Publishing', link: 'https://modern.example.com' },
      { nameAr: 'موزعو الخليج', nameEn: 'Gulf Distributors', link: 'https://gulf.example.com' },
    ],
  },
  {
    id: 3,
    titleAr: 'مؤسسات ثقافية',
    titleEn: 'Cultural institutions',
    links: [
      {
        nameAr: 'المركز الثقافي العربي',
        nameEn: 'Arab Cultural Centre',
        link: 'https://culture.example.org',
      },
      { nameAr: 'متحف المخطوطات', nameEn: 'Manuscripts Museum', link: 'https://manuscripts.example.org' },
      { nameAr: 'رابطة الكتّاب', nameEn: 'Writers’ Association', link: 'https://writers.example.org' },
      {
        nameAr: 'مؤسسة القراءة للجميع',
        nameEn: 'Reading for All Foundation',
        link: 'https://reading.example.org',
      },
      {
        nameAr: 'أرشيف الصور القديمة',
        nameEn: 'Old Photographs Archive',
        link: 'https://archive.example.org',
      },
    ],
  },
];

export const paymentTypes = [
  { id: 1, code: 'card', titleAr: 'بطاقة ائتمان', titleEn: 'Credit card', hardCopyOnly: false },
  { id: 2, code: 'cod', titleAr: 'الدفع عند الاستلام', titleEn: 'Cash on delivery', hardCopyOnly: true },
];

/**
 * Demo rates of the display currencies per US dollar (the Gulf currencies' pegs, the Egyptian pound
 * near its late-2026 level); staff change them in the console. The dollar is not stored: its rate is 1.
 */
export const currencyRates = [
  { code: 'SAR', rate: 3.75 },
  { code: 'AED', rate: 3.6725 },
  { code: 'KWD', rate: 0.307 },
  { code: 'QAR', rate: 3.64 },
  { code: 'BHD', rate: 0.376 },
  { code: 'OMR', rate: 0.3845 },
  { code: 'EGP', rate: 48.5 },
  { code: 'JOD', rate: 0.709 },
];

export const demoClient = {
  email: 'demo@example.com',
  password: 'demo-password-1',
  name: 'قارئ تجريبي',
  address: 'شارع الجامعة، عمّان',
  mobile: '+962791234567',
  mobileCountry: 'JO',
};

/** The staff console's demo editor: may notify subscribers of new books. */
export const demoStaff = {
  email: 'staff@example.com',
  password: 'staff-password-1',
  name: 'محرر تجريبي',
  role: 'editor' as const,
};
