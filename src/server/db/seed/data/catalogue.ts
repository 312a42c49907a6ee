/** Reference rows of the demo catalogue. Ids are fixed so that seeding again updates the same rows. */

export const coverTypes = [
  { id: 1, key: 'paperback', nameAr: 'غلاف ورقي', nameEn: 'Paperback' },
  { id: 2, key: 'hardcover', nameAr: 'غلاف مقوى', nameEn: 'Hardcover' },
  { id: 3, key: 'board', nameAr: 'غلاف كرتوني للأطفال', nameEn: 'Board book' },
] as const;

export type CoverKey = (typeof coverTypes)[number]['key'];

/** `color` is the cover background of the category's books; `accent` its ornament. */
export const categories = [
  { id: 1, key: 'novels', titleAr: 'روايات', titleEn: 'Novels', color: '#7a2e3a', accent: '#f2c572' },
  { id: 2, key: 'poetry', titleAr: 'شعر', titleEn: 'Poetry', color: '#2d4a7a', accent: '#e8d9a8' },
  { id: 3, key: 'history', titleAr: 'تاريخ', titleEn: 'History', color: '#6b4a2b', accent: '#f0dcb4' },
  {
    id: 4,
    key: 'philosophy',
    titleAr: 'فلسفة وفكر',
    titleEn: 'Philosophy',
    color: '#3b3b58',
    accent: '#c9c3f0',
  },
  {
    id: 5,
    key: 'children',
    titleAr: 'أدب الأطفال',
    titleEn: "Children's books",
    color: '#e0702d',
    accent: '#fff1a8',
  },
  { id: 6, key: 'science', titleAr: 'علوم', titleEn: 'Science', color: '#1f6b6b', accent: '#b8f0e6' },
  { id: 7, key: 'cookery', titleAr: 'طبخ ومائدة', titleEn: 'Cookery', color: '#8a3b12', accent: '#ffd7a8' },
  {
    id: 8,
    key: 'travel',
    titleAr: 'أدب الرحلات',
    titleEn: 'Travel writing',
    color: '#2f6b3a',
    accent: '#d8f0b8',
  },
  {
    id: 9,
    key: 'essays',
    titleAr: 'مقالات ونقد',
    titleEn: 'Essays and criticism',
    color: '#4a4a4a',
    accent: '#e6e6e6',
  },
  {
    id: 10,
    key: 'biography',
    titleAr: 'سيرة ذاتية',
    titleEn: 'Biography',
    color: '#5b2a6b',
    accent: '#ecc8f5',
  },
] as const;

export type CategoryKey = (typeof categories)[number]['key'];

export const writers = [
  { id: 1, key: 'taha-hussein', nameAr: 'طه حسين', nameEn: 'Taha Hussein' },
  { id: 2, key: 'gibran', nameAr: 'جبران خليل جبران', nameEn: 'Gibran Khalil Gibran' },
  { id: 3, key: 'mutanabbi', nameAr: 'أبو الطيب المتنبي', nameEn: 'Al-Mutanabbi' },
  { id: 4, key: 'shawqi', nameAr: 'أحمد شوقي', nameEn: 'Ahmad Shawqi' },
  { id: 5, key: 'ibn-khaldun', nameAr: 'ابن خلدون', nameEn: 'Ibn Khaldun' },
  { id: 6, key: 'jahiz', nameAr: 'الجاحظ', nameEn: 'Al-Jahiz' },
  { id: 7, key: 'ibn-battuta', nameAr: 'ابن بطوطة', nameEn: 'Ibn Battuta' },
  { id: 8, key: 'farabi', nameAr: 'أبو نصر الفارابي', nameEn: 'Al-Farabi' },
  { id: 9, key: 'ibn-rushd', nameAr: 'ابن رشد', nameEn: 'Ibn Rushd (Averroes)' },
  { id: 10, key: 'ibn-sina', nameAr: 'ابن سينا', nameEn: 'Ibn Sina (Avicenna)' },
  { id: 11, key: 'khwarizmi', nameAr: 'محمد بن موسى الخوارزمي', nameEn: 'Muhammad ibn Musa al-Khwarizmi' },
  { id: 12, key: 'manfaluti', nameAr: 'مصطفى لطفي المنفلوطي', nameEn: 'Mustafa Lutfi al-Manfaluti' },
  { id: 13, key: 'naimy', nameAr: 'ميخائيل نعيمة', nameEn: 'Mikhail Naimy' },
  { id: 14, key: 'shabbi', nameAr: 'أبو القاسم الشابي', nameEn: 'Abu al-Qasim al-Shabbi' },
  { id: 15, key: 'ibn-muqaffa', nameAr: 'عبد الله بن المقفع', nameEn: "Abdullah ibn al-Muqaffa'" },
  { id: 16, key: 'hafez-ibrahim', nameAr: 'حافظ إبراهيم', nameEn: 'Hafez Ibrahim' },
  { id: 17, key: 'ibn-tufail', nameAr: 'ابن طفيل', nameEn: 'Ibn Tufail' },
  { id: 18, key: 'ibn-haytham', nameAr: 'الحسن بن الهيثم', nameEn: 'Ibn al-Haytham' },
  { id: 19, key: 'maarri', nameAr: 'أبو العلاء المعري', nameEn: "Abu al-'Ala al-Ma'arri" },
  { id: 20, key: 'warraq', nameAr: 'ابن سيار الوراق', nameEn: 'Ibn Sayyar al-Warraq' },
  { id: 21, key: 'salma-khatib', nameAr: 'سلمى الخطيب', nameEn: 'Salma Al-Khatib' },
  { id: 22, key: 'reem-najjar', nameAr: 'ريم النجّار', nameEn: 'Reem Al-Najjar' },
  { id: 23, key: 'yousef-haddad', nameAr: 'يوسف الحدّاد', nameEn: 'Yousef Al-Haddad' },
  { id: 24, key: 'nadia-saadi', nameAr: 'نادية السّاعدي', nameEn: 'Nadia Al-Saadi' },
  { id: 25, key: 'omar-farouqi', nameAr: 'عمر الفاروقي', nameEn: 'Omar Al-Farouqi' },
] as const;

export type WriterKey = (typeof writers)[number]['key'];

/** One book of the demo catalogue; prices in cents, weight in grams. */
export type BookSeed = {
  isbn: string;
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  topicAr: string;
  topicEn: string;
  year: number;
  pages: number;
  pdfPrice: number;
  hardPrice: number;
  stock: number;
  weight: number;
  dimensions: string;
  cover: CoverKey;
  writer: WriterKey;
  category: CategoryKey;
  comingSoon?: boolean;
  mostPopular?: boolean;
};
