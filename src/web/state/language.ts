import { defaultLanguage, directionOf, isLang, type Lang } from '#shared/lang.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

export const languageStore = createPersistedStore<Lang>('language', defaultLanguage, (raw) =>
  isLang(raw) ? raw : undefined,
);

export function setLanguage(lang: Lang) {
  languageStore.set(lang);
}

export function useLanguage() {
  const language = usePersisted(languageStore);
  return { language, dir: directionOf(language), setLanguage };
}
