import { demoIsbn } from './isbn.ts';

/*
 * The demo's rights list (decision 094): books by the house's living writers, whose translation rights
 * it holds and offers at the fairs; the classics are free of rights and are not on it. Listed in the
 * catalogue's order, the first added last.
 */

export type RightsTitleSeed = { isbn: string; noteAr: string; noteEn: string; sold: string };

export const rightsTitles: RightsTitleSeed[] = [
  {
    isbn: demoIsbn(5),
    noteAr:
      'الرواية الثانية للكاتبة بعد «مدينة الضباب». حقوق الترجمة متاحة لكل اللغات عدا التركية، وحقوق الاقتباس للسينما والتلفزيون متاحة.',
    noteEn:
      'The author’s second novel, after City of Fog. Translation rights available in every language but Turkish; film and TV rights available.',
    sold: 'Turkish (Everest Yayınları, 2024)',
  },
  {
    isbn: demoIsbn(4),
    noteAr: 'الرواية الأولى للكاتبة، في طبعتها الثالثة. حقوق الترجمة والحقوق الصوتية متاحة لكل اللغات.',
    noteEn:
      'The author’s first novel, now in its third printing. Translation and audio rights available in every language.',
    sold: '',
  },
  {
    isbn: demoIsbn(23),
    noteAr:
      'أكثر كتب المؤلف ترجمةً. حقوق الترجمة متاحة عدا الإسبانية والفرنسية، والخرائط والصور مرخّصة لكل الطبعات.',
    noteEn:
      'The author’s most translated book. Translation rights available but for Spanish and French; the maps and photographs are licensed for every edition.',
    sold: 'Spanish (Almuzara, 2023), French (Éditions du Rocher, 2024)',
  },
  {
    isbn: demoIsbn(56),
    noteAr:
      'قصة مصوّرة للأطفال من 4 إلى 7 سنوات، 32 صفحة بالألوان. الرسوم متاحة مع النص بملفات جاهزة للطباعة؛ الحقوق متاحة لكل اللغات.',
    noteEn:
      'A picture book for children aged 4 to 7, 32 pages in full colour. Illustrations come with the text as print-ready files; rights available in every language.',
    sold: 'Kurdish (Sorani), Malay',
  },
  {
    isbn: demoIsbn(51),
    noteAr:
      'مدخل إلى الذكاء الاصطناعي بلا معادلات لليافعين والقرّاء الجدد، يصدر في 2026. حقوق الترجمة متاحة لكل اللغات، الورقية والرقمية.',
    noteEn:
      'Artificial intelligence without equations for teenagers and new readers, out in 2026. Translation rights available in every language, print and digital.',
    sold: '',
  },
  {
    isbn: demoIsbn(63),
    noteAr:
      'مئة وعشرون وصفة من الأردن وفلسطين وسوريا ولبنان بصورة لكل طبق. حقوق الترجمة متاحة مع الصور، عدا الإنجليزية.',
    noteEn:
      'One hundred and twenty recipes from Jordan, Palestine, Syria and Lebanon with a photograph of every dish. Translation rights available with the photographs, but for English.',
    sold: 'English (Interlink Books, world rights, 2025)',
  },
];
