import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, directionOf, type Lang, languages } from '#shared/lang.ts';
import { languageStore } from '#web/state/language.ts';
import { type PageNamespace, pageTexts } from './page-texts.ts';

export type { PageNamespace } from './page-texts.ts';

/**
 * Every `<lang>/<namespace>.json` beside this file is a namespace: a feature adds its own
 * files (e.g. `ar/books.json` and `en/books.json`) and reads them with `useTranslation('books')`.
 * The default language's texts come with the app; the others when a reader first needs them.
 */
const defaultFiles = import.meta.glob<Record<string, unknown>>(
  [
    './ar/*.json',
    '!./ar/accounts.json',
    '!./ar/content.json',
    '!./ar/details.json',
    '!./ar/library.json',
    '!./ar/orders.json',
    '!./ar/reader.json',
  ],
  { eager: true, import: 'default' },
);
const otherLanguages: Partial<Record<Lang, () => Promise<Record<string, Record<string, unknown>>>>> = {
  en: () => import('./en.ts').then((module) => module.englishFiles),
};

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

const resources = collectResources(defaultFiles);
const loaded = new Set<Lang>([defaultLanguage]);

export const i18n = i18next.createInstance();

/** Sets `<html lang dir>` so the whole page flips direction with the language. */
export function applyDocumentLanguage(lang: Lang) {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = directionOf(lang);
}

/**
 * Fetches the default language's texts of page namespaces, once. They are always the default
 * language's: it is the fallback of every other, whose texts all come together (`loadLanguage`).
 */
export async function textsFor(namespaces: readonly PageNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(defaultLanguage, namespace)) return;
      const texts = await pageTexts(namespace);
      i18n.addResourceBundle(defaultLanguage, namespace, texts, true, true);
    }),
  );
}

/** Fetches a language's texts once; the default language's are here already. */
export async function loadLanguage(lang: Lang): Promise<void> {
  const load = otherLanguages[lang];
  if (loaded.has(lang) || !load) return;
  const found = collectResources(await load());
  for (const [namespace, texts] of Object.entries(found[lang] ?? {})) {
    i18n.addResourceBundle(lang, namespace, texts, true, true);
  }
  loaded.add(lang);
}

function show(lang: Lang) {
  applyDocumentLanguage(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** Texts and direction change together, once the language's texts are here. */
function followLanguageStore() {
  const lang = languageStore.get();
  if (loaded.has(lang)) return show(lang);
  loadLanguage(lang)
    .then(() => {
      if (languageStore.get() === lang) show(lang);
    })
    .catch((error) => console.warn(`The ${lang} texts could not be loaded:`, error));
}

/** Resolves when the reader's language can be shown: the app waits for it before its first render. */
export function languageReady(): Promise<void> {
  return loadLanguage(languageStore.get());
}

void i18n.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: Object.keys(resources[defaultLanguage] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
});

followLanguageStore();
// Follows changes from this tab and from other tabs (storage events) alike.
languageStore.subscribe(followLanguageStore);
