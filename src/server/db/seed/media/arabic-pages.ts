import { PDFDocument, rgb } from 'pdf-lib';
import { PdfText } from '#server/services/pdf-text.ts';

/*
 * The demo books' inner pages in Arabic, as the publisher's own books are: a chapter heading and
 * paragraphs, some words with their tashkeel, shaped and laid out right to left by the shop's PdfText,
 * so that the in-shop reader has real Arabic text to show, select and search.
 */

const PARAGRAPHS = [
  'إِنَّ الأَمْرَ يَسِيرٌ لِمَنْ صَبَرَ، وَالكِتابُ صَدِيقٌ لا يَخُونُ. قالَ المُؤَلِّفُ في مُقَدِّمَتِهِ إنّ القراءة سفرٌ بلا زاد، وإنّ الصفحة الأولى بابٌ يُفتح على مدينةٍ لا يعرف القارئ أسوارها.',
  'كان الشيخ يجلس عند باب الدار كلّ مساء، يروي للصبية ما حفظه من أخبار الأوّلين، فإذا سألوه عن الغد ضحك وقال: الغدُ كتابٌ لم يُكتب بعد، فاكتبوه بأيديكم.',
  'وفي المدينة سوقٌ للورّاقين تمتدّ من المسجد إلى النهر، تُباع فيها الكتب المنسوخة بخطّ النسخ والثلث، ويتجادل فيها العلماء في اللغة والشعر والحساب حتى يؤذّن المؤذّن للعشاء.',
  'ولمّا اشتدّ الحرّ خرجت القافلة قبل الفجر، تسير على هدي النجوم، وكان الدليل يقرأ السماء كما يقرأ الناس السطور، فلا يضلّ طريقه ولا يتعب من السهر.',
  'أمّا الرسالة فقد وصلت بعد شهرين، مطويّةً في ظرفٍ أزرق، وفيها سطرٌ واحد بخطّ أمّه: عُدْ متى شئت، فالبيت ما زال على حاله، والياسمين يسأل عنك.',
];

const HEADINGS = [
  'الفصل الأول',
  'الفصل الثاني',
  'الفصل الثالث',
  'الفصل الرابع',
  'الفصل الخامس',
  'الفصل السادس',
];

const SIZE = 12;
const LEADING = 22;
const GREY = rgb(0.15, 0.15, 0.15);

type Layout = { count: number; size: [number, number]; margin: number };

/** `count` numbered pages of Arabic text (numbers from 2), in a document of their own. */
async function makePages({ count, size, margin }: Layout): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const text = await PdfText.for(document);
  const [width, height] = size;
  const style = { size: SIZE, direction: 'rtl' as const };
  const lines = PARAGRAPHS.map((paragraph) => text.wrap(paragraph, width - 2 * margin, style));
  for (let n = 0; n < count; n++) {
    const page = document.addPage(size);
    let y = height - margin - 10;
    if (n % 2 === 0) {
      const heading = HEADINGS[(n / 2) % HEADINGS.length]!;
      text.draw(page, heading, {
        size: 16,
        direction: 'rtl',
        weight: 'bold',
        x: width - margin,
        y,
        align: 'right',
      });
      y -= 36;
    }
    for (let p = 0; y > margin + 40; p++) {
      for (const line of lines[(n + p) % lines.length]!) {
        if (y <= margin + 40) break;
        text.draw(page, line, { ...style, x: width - margin, y, align: 'right', color: GREY });
        y -= LEADING;
      }
      y -= 8;
    }
    const number = new Intl.NumberFormat('ar-EG').format(n + 2);
    text.draw(page, number, { size: 10, direction: 'rtl', x: width / 2, y: 24, align: 'center' });
  }
  await text.embed();
  return document;
}

/** Shaping is the slow part: the pages are laid out once per layout, and each book starts from a copy. */
const made = new Map<string, Promise<Uint8Array>>();

/** A document of the Arabic pages of `layout`, to load and add a book's own pages to. */
export function arabicPages(layout: Layout): Promise<Uint8Array> {
  const key = JSON.stringify(layout);
  let pages = made.get(key);
  if (!pages) {
    pages = makePages(layout).then((document) => document.save());
    made.set(key, pages);
  }
  return pages;
}
