import { dateFormat, numberFormat } from '#shared/intl.ts';
import type { Lang } from '../lang.ts';
import { fieldMessages } from './field-messages.ts';

/*
 * Every validation issue zod can raise, as a sentence in the reader's or the staff member's language:
 * the server's 422 answers, the catalogue import's row errors and the console's forms all say them.
 * zod's own Arabic messages name types and operators in English ('number', '>='); these name nothing
 * but the field's rule, with numbers in Latin digits.
 */

/** The parts of a zod issue the messages read; the fastify provider spreads them flat. */
export type IssueLike = {
  code?: string;
  message?: string;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  exact?: boolean;
  divisor?: number | bigint;
  keys?: string[];
  values?: unknown[];
  input?: unknown;
};

type Both = { ar: string; en: string };
const both = (ar: string, en: string): Both => ({ ar, en });

const figure = (value: number | bigint | Date | undefined, lang: Lang) => {
  if (value instanceof Date) return dateFormat(lang, { dateStyle: 'long' }).format(value);
  if (typeof value === 'bigint') return value.toString();
  return numberFormat(`${lang}-u-nu-latn`, { maximumFractionDigits: 6 }).format(value ?? 0);
};

const notAccepted = both('القيمة غير مقبولة', 'This value is not accepted');

function invalidType(expected: string | undefined): Both {
  switch (expected) {
    case 'string':
      return fieldMessages.text!;
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      return fieldMessages.number!;
    case 'boolean':
      return both('يجب أن تكون القيمة نعم أو لا', 'This must be yes or no');
    case 'array':
    case 'tuple':
    case 'set':
      return both('يجب أن تكون القيمة قائمة', 'This must be a list');
    case 'object':
    case 'record':
    case 'map':
      return both('يجب أن تكون القيمة مجموعة من الحقول', 'This must be a group of fields');
    case 'date':
      return both('يجب أن تكون القيمة تاريخاً', 'This must be a date');
    case 'file':
      return both('يجب أن تكون القيمة ملفاً', 'This must be a file');
    default:
      return both('القيمة من نوع غير مقبول', 'This value is of the wrong kind');
  }
}

type Bound = 'min' | 'max';

/** too_small and too_big: what is counted (characters, items, bytes, the value, the date) and its bound. */
function outOfBounds(issue: IssueLike, bound: Bound, lang: Lang): string {
  const limit = bound === 'min' ? issue.minimum : issue.maximum;
  const n = figure(limit, lang);
  const exact = issue.exact === true;
  const inclusive = issue.inclusive !== false;
  // 'القيمة' is feminine, the counts (عدد، حجم) masculine: the verbs agree with them.
  const ar = (counted: string, feminine = false) => {
    const [be, less, more] = feminine ? ['تكون', 'تقل', 'تزيد'] : ['يكون', 'يقل', 'يزيد'];
    if (exact) return `يجب أن ${be} ${counted} ${n} بالضبط`;
    if (bound === 'min')
      return inclusive ? `يجب ألا ${less} ${counted} عن ${n}` : `يجب أن ${be} ${counted} أكثر من ${n}`;
    return inclusive ? `يجب ألا ${more} ${counted} على ${n}` : `يجب أن ${be} ${counted} أقل من ${n}`;
  };
  const en = (counted: string, unit = '') =>
    exact
      ? `${counted} must be exactly ${n}${unit}`
      : bound === 'min'
        ? inclusive
          ? `${counted} must be at least ${n}${unit}`
          : `${counted} must be more than ${n}${unit}`
        : inclusive
          ? `${counted} must be at most ${n}${unit}`
          : `${counted} must be less than ${n}${unit}`;
  const isOne = !exact && inclusive && bound === 'min' && Number(limit) === 1;
  switch (issue.origin) {
    case 'string':
      if (isOne) return fieldMessages.required![lang];
      return lang === 'ar' ? ar('عدد الأحرف') : en('The number of characters');
    case 'array':
    case 'set':
    case 'map':
      if (isOne) return lang === 'ar' ? 'اختر عنصراً واحداً على الأقل' : 'Choose at least one';
      return lang === 'ar' ? ar('عدد العناصر') : en('The number of items');
    case 'file':
      return lang === 'ar' ? `${ar('حجم الملف')} بايت` : en('The file', ' bytes');
    case 'date': {
      const date = figure(limit, lang);
      if (lang === 'ar')
        return bound === 'min' ? `يجب ألا يكون التاريخ قبل ${date}` : `يجب ألا يكون التاريخ بعد ${date}`;
      return bound === 'min' ? `The date must not be before ${date}` : `The date must not be after ${date}`;
    }
    default:
      return lang === 'ar' ? ar('القيمة', true) : en('This');
  }
}

function invalidFormat(format: string | undefined): Both {
  switch (format) {
    case 'email':
      return fieldMessages.email!;
    case 'e164':
      return fieldMessages.phone!;
    case 'url':
      return both('اكتب رابطاً صالحاً', 'Write a valid link');
    case 'datetime':
      return both('اكتب تاريخاً ووقتاً صالحين', 'Write a valid date and time');
    case 'date':
      return both('اكتب تاريخاً صالحاً', 'Write a valid date');
    case 'time':
      return both('اكتب وقتاً صالحاً', 'Write a valid time');
    case 'uuid':
    case 'guid':
    case 'nanoid':
    case 'cuid':
    case 'cuid2':
    case 'ulid':
    case 'xid':
    case 'ksuid':
      return both('المعرّف غير صالح', 'This identifier is not valid');
    default:
      return both('القيمة ليست بالصيغة المطلوبة', 'This is not in the required form');
  }
}

/** A zod issue's message in `lang`: the one a schema names (field-messages.ts), else its kind's. */
export function issueText(issue: IssueLike, lang: Lang): string {
  const named = issue.message ? fieldMessages[issue.message] : undefined;
  if (named) return named[lang];
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return fieldMessages.required![lang];
      return invalidType(issue.expected)[lang];
    case 'too_small':
      return outOfBounds(issue, 'min', lang);
    case 'too_big':
      return outOfBounds(issue, 'max', lang);
    case 'invalid_format':
      return invalidFormat(issue.format)[lang];
    case 'not_multiple_of':
      return lang === 'ar'
        ? `يجب أن تكون القيمة من مضاعفات ${figure(issue.divisor, lang)}`
        : `This must be a multiple of ${figure(issue.divisor, lang)}`;
    case 'unrecognized_keys':
      return lang === 'ar'
        ? 'في الطلب حقول غير معروفة'
        : `Unknown field${(issue.keys?.length ?? 0) > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_value':
      return lang === 'ar'
        ? 'اختر إحدى القيم المسموح بها'
        : `Choose one of: ${(issue.values ?? []).map((value) => String(value)).join(', ')}`;
    case 'invalid_key':
      return both('مفتاح غير مقبول', 'This key is not accepted')[lang];
    case 'invalid_element':
      return both('في القائمة عنصر غير مقبول', 'An item of this list is not accepted')[lang];
    default:
      return notAccepted[lang];
  }
}
