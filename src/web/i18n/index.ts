import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, directionOf, type Lang, languages } from '#shared/lang.ts';
import { languageStore } from '#web/state/language.ts';

/**
 * Every `<lang>/<namespace>.json` beside this file is a namespace: a feature adds its own
 * files (e.g. `ar/books.json` and `en/books.json`) and reads them with `useTranslation('books')`.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

export function collectResources(found: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(found)) {
    const match = /^\.\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang, namespace] = match;
    resources[lang] ??= {};
    resources[lang][namespace] = content;
  }
  return resources;
}

const resources = collectResources(files);

export const i18n = i18next.createInstance();

/** Sets `<html lang dir>` so the whole page flips direction with the language. */
export function applyDocumentLanguage(lang: Lang) {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = directionOf(lang);
}

function followLanguageStore() {
  const lang = languageStore.get();
  applyDocumentLanguage(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: languageStore.get(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: Object.keys(resources[defaultLanguage] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
});

applyDocumentLanguage(languageStore.get());
// Follows changes from this tab and from other tabs (storage events) alike.
languageStore.subscribe(followLanguageStore);
