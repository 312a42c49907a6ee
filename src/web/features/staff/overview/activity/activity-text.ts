import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '#web/components/dates.ts';
import { numberFormat } from '#web/components/intl.ts';
import { useLanguage } from '#web/state/language.ts';

/*
 * The words of an activity entry's fields, in the console's language: each field named through the
 * activity strings, each value written out (yes or no, lists joined, moments and numbers in the
 * language, known codes named). A field or code the strings do not know is still shown as words,
 * never as a raw snake_case code.
 */

const LONGEST = 140;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const WORD = /^[a-z][a-z0-9_]*$/;
const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;

/** A code as words: 'source_file' and 'sourceFile' become 'Source file'. */
export function humanized(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const cut = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text);

export type ActivityText = {
  /** The field's name as words. */
  field(field: string): string;
  /** The field's value as one short line of words; `empty` where it has none. */
  value(field: string, value: unknown): string;
};

export function useActivityText(): ActivityText {
  const { t, i18n } = useTranslation('activity');
  const { language } = useLanguage();
  return useMemo(() => {
    const numbers = numberFormat(`${language}-u-nu-latn`);
    const field = (name: string) => t(`fields.${name}`, { defaultValue: humanized(name) });
    const value = (name: string, raw: unknown): string => {
      if (raw === null || raw === undefined || raw === '') return t('empty_value');
      if (typeof raw === 'boolean') return raw ? t('yes') : t('no');
      if (typeof raw === 'number') return numbers.format(raw);
      if (Array.isArray(raw)) {
        if (raw.length === 0) return t('none');
        return cut(raw.map((item) => value(name, item)).join(t('listSeparator')));
      }
      if (typeof raw === 'object') {
        const parts = Object.entries(raw as Record<string, unknown>).map(
          ([key, inner]) => `${field(key)}: ${value(key, inner)}`,
        );
        return parts.length === 0 ? t('none') : cut(parts.join(t('listSeparator')));
      }
      const text = String(raw);
      if (MOMENT.test(text)) return formatMoment(text, language);
      if (WORD.test(text) && i18n.exists(`activity:values.${name}.${text}`))
        return t(`values.${name}.${text}`);
      if (CODE.test(text)) return humanized(text);
      const plain = text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return plain ? cut(plain) : t('empty_value');
    };
    return { field, value };
  }, [t, i18n, language]);
}
