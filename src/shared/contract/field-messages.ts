import type { Localized } from '../lang.ts';

/**
 * Field messages that schemas name with `{ error: '<name>' }` (or a refinement's message): the server's
 * 422 answers and the console's forms both show them in the reader's or the staff member's language.
 * A schema of the contract that needs its own message adds it here.
 */
export const fieldMessages: Record<string, Localized> = {
  giftSendAt: {
    ar: 'اكتب تاريخ الإرسال ووقته كاملين',
    en: 'Give the full date and time of the sending',
  },
  required: { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  email: { ar: 'البريد الإلكتروني غير صالح', en: 'The e-mail address is not valid' },
  phone: { ar: 'رقم الهاتف غير صالح', en: 'The phone number is not valid' },
  shortAddress: {
    ar: 'العنوان الوطني المختصر أربعة أحرف لاتينية ثم أربعة أرقام، مثل RRRD2929',
    en: 'The short national address is four Latin letters and four digits, like RRRD2929',
  },
  isbn: {
    ar: 'رقم ISBN غير صالح: ISBN-13 من 13 رقماً تبدأ بـ 978 أو 979، وISBN-10 من 10 خانات قد تكون آخرها X',
    en: 'Not an ISBN: an ISBN-13 has 13 digits starting 978 or 979, an ISBN-10 has 10 (the last may be X)',
  },
  isbnCheckDigit: {
    ar: 'رقم التحقق (الخانة الأخيرة) في ISBN غير صحيح',
    en: 'The ISBN check digit (its last character) is wrong',
  },
  themaCode: {
    ar: 'يبدأ كل رمز Thema بحرف قسمه (مثل FBA) أو برقم مؤهِّل من 1 إلى 6 (مثل 1FB)، تليه أحرف لاتينية وأرقام، 9 خانات على الأكثر',
    en: 'Each Thema code starts with its section’s letter (like FBA) or a qualifier’s digit from 1 to 6 (like 1FB), then Latin letters and digits, 9 characters at most',
  },
  themaFirstSubject: {
    ar: 'رمز Thema الأول هو الموضوع الرئيسي: فئة موضوع تبدأ بحرف (مثل FBA)، لا مؤهِّل يبدأ برقم',
    en: 'The first Thema code is the main subject: a subject category starting with a letter (like FBA), not a qualifier starting with a digit',
  },
  cents: { ar: 'السعر بالدولار بخانتين عشريتين على الأكثر', en: 'A price has at most two decimals (cents)' },
  number: { ar: 'يجب أن تكون القيمة رقماً', en: 'This must be a number' },
  wholeNumber: { ar: 'يجب أن تكون القيمة عدداً صحيحاً', en: 'This must be a whole number' },
  lowStockThreshold: {
    ar: 'حد المخزون القليل عدد صحيح من 0 إلى 1000',
    en: 'The low-stock threshold is a whole number from 0 to 1000',
  },
  readingPage: {
    ar: 'رقم الصفحة عدد صحيح من 1 إلى عدد صفحات الكتاب',
    en: 'A page number is a whole number from 1 to the book’s page count',
  },
  downloadLimit: {
    ar: 'عدد التنزيلات عدد صحيح من 0 إلى 1000',
    en: 'The download limit is a whole number from 0 to 1000',
  },
  downloadLinkHours: {
    ar: 'مدة التنزيل بالساعات عدد صحيح من 0 إلى 8760',
    en: 'The download period is a whole number of hours from 0 to 8760',
  },
  text: { ar: 'يجب أن تكون القيمة نصاً', en: 'This must be text' },
  yesNo: { ar: 'يجب أن تكون القيمة نعم أو لا (true أو false)', en: 'This must be yes or no (true or false)' },
  bookLanguage: {
    ar: 'اختر لغة نص الكتاب: العربية أو الإنجليزية',
    en: 'Choose the language of the book’s text: Arabic or English',
  },
  https_link: {
    ar: 'اكتب رابطاً كاملاً يبدأ بـ https://',
    en: 'Write a full link starting with https://',
  },
  map_link: {
    ar: 'رابط الخريطة يبدأ بـ https:// من خرائط Google أو OpenStreetMap (رابط التضمين)',
    en: 'The map link starts with https:// and comes from Google Maps or OpenStreetMap (the embed link)',
  },
  qr_link: { ar: 'رابط رمز QR ليس عنوان موقع صالحاً', en: 'The QR code link is not a valid web address' },
  social_icon: { ar: 'اختر إحدى الأيقونات المعروفة', en: 'Choose one of the known icons' },
  web_link: {
    ar: 'اكتب رابطاً كاملاً يبدأ بـ http:// أو https://',
    en: 'Write a full link starting with http:// or https://',
  },
  staffPasswordShort: {
    ar: 'كلمة مرور الموظف 10 أحرف على الأقل',
    en: 'A staff password has at least 10 characters',
  },
  taxRate: {
    ar: 'نسبة الضريبة من 0 إلى 100 بخانتين عشريتين على الأكثر',
    en: 'A tax rate is from 0 to 100 with at most two decimals',
  },
  couponCode: {
    ar: 'رمز الخصم أحرف لاتينية وأرقام وشرطات فقط، دون مسافات',
    en: 'A coupon code has only Latin letters, digits and dashes, without spaces',
  },
  couponPercent: {
    ar: 'نسبة الخصم أكبر من 0 وحتى 100 بخانتين عشريتين على الأكثر',
    en: 'A percentage off is above 0 and up to 100, with at most two decimals',
  },
  deliveryDays: {
    ar: 'أقصى مدة للتوصيل لا تقل عن أدناها',
    en: 'The longest delivery time is not shorter than the shortest',
  },
  weightBands: {
    ar: 'لكل شريحة وزن حد أعلى مختلف',
    en: 'Each weight band has its own upper limit',
  },
  staffRole: { ar: 'اختر دوراً: مدير أو محرر أو الطلبات', en: 'Choose a role: admin, editor or orders' },
  currencyRate: {
    ar: 'سعر الصرف رقم أكبر من صفر وحتى 100000، بست خانات عشرية على الأكثر',
    en: 'An exchange rate is a number above 0 and up to 100,000, with at most six decimals',
  },
  taxNumber: {
    ar: 'الرقم الضريبي أحرف لاتينية وأرقام وشرطات فقط، 20 على الأكثر',
    en: 'A tax number has only Latin letters, digits and dashes, 20 at most',
  },
  salePercent: {
    ar: 'نسبة التخفيض عدد صحيح من 1 إلى 99',
    en: 'A sale takes a whole percentage from 1 to 99',
  },
  sampleBoth: {
    ar: 'اكتب صفحتي البداية والنهاية معًا، أو اتركهما فارغتين',
    en: 'Give both the first and the last page, or leave both empty',
  },
  sampleOrder: {
    ar: 'صفحة النهاية لا تسبق صفحة البداية',
    en: 'The last page cannot come before the first',
  },
  sampleLength: {
    ar: 'العيّنة 20 صفحة على الأكثر',
    en: 'A sample has at most 20 pages',
  },
  samplePages: {
    ar: 'صفحة النهاية بعد آخر صفحة في الكتاب',
    en: 'The last page is beyond the book’s last page',
  },
  rightsBook: { ar: 'اختر كتاباً من فهرس الدار', en: 'Choose a book from the catalogue' },
  rightsTerritories: {
    ar: 'اختر الإقليم: العالم كله أو بلداً واحداً على الأقل',
    en: 'Choose the territory: the whole world, or at least one country',
  },
  rightsCountry: {
    ar: 'في الإقليم بلد غير معروف: اختر البلدان من القائمة',
    en: 'The territory names an unknown country: choose the countries from the list',
  },
  rightsWorldAlone: {
    ar: 'العالم كله يشمل كل البلدان: اختره وحده أو اختر البلدان',
    en: 'The whole world includes every country: choose it alone, or choose the countries',
  },
  rightsLanguage: {
    ar: 'اختر لغة الطبعة من القائمة',
    en: 'Choose the language of the edition from the list',
  },
  rightsFormat: {
    ar: 'اختر الشكل: مطبوع أو إلكتروني أو صوتي أو الأشكال كلها',
    en: 'Choose the format: print, e-book, audio or all formats',
  },
  rightsPrintRun: {
    ar: 'عدد النسخ عدد صحيح من 1 إلى 10,000,000',
    en: 'The print run is a whole number of copies from 1 to 10,000,000',
  },
  rightsPrintRunPrinted: {
    ar: 'عدد النسخ للطبعات المطبوعة وحدها',
    en: 'A print run is for printed editions only',
  },
  rightsStatus: {
    ar: 'اختر الحالة: قيد التفاوض أو مُنحت أو مرفوضة',
    en: 'Choose the status: in discussion, granted or declined',
  },
  shopTime: {
    ar: 'اكتب التاريخ والوقت بالصيغة 2026-03-01T09:00 (بتوقيت المتجر)',
    en: 'Write the date and time as 2026-03-01T09:00 (in the shop’s time zone)',
  },
};
