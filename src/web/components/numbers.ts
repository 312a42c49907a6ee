import { useMemo } from 'react';
import { useLanguage } from '#web/state/language.ts';
import { numberFormat } from './intl.ts';

/** Numbers in the page's language, written in the shop's digits. */
export function useNumber(): (value: number) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = numberFormat(`${language}-u-nu-latn`);
    return (value: number) => format.format(value);
  }, [language]);
}
