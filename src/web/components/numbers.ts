import { useMemo } from 'react';
import { useLanguage } from '#web/state/language.ts';

/** Numbers in the page's language, written in the shop's digits. */
export function useNumber(): (value: number) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(`${language}-u-nu-latn`);
    return (value: number) => format.format(value);
  }, [language]);
}
