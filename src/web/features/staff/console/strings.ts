import { i18n } from '#web/i18n/index.ts';

/*
 * The console's strings, one namespace per `i18n/<lang>/<namespace>.json` of the staff feature. They
 * travel with the console's code, so readers never download them. A console namespace never shares a
 * name with one of the shop's: it would replace the shop's texts.
 */
export const consoleNamespaces = new Set<string>();

/** Registers the console's translation files (as `import.meta.glob` gives them). */
export function addConsoleStrings(files: Record<string, Record<string, unknown>>) {
  for (const [file, content] of Object.entries(files)) {
    const match = /\/i18n\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang, namespace] = match;
    if (!consoleNamespaces.has(namespace) && i18n.hasResourceBundle(lang, namespace)) {
      throw new Error(`The console's namespace '${namespace}' is already one of the shop's`);
    }
    consoleNamespaces.add(namespace);
    i18n.addResourceBundle(lang, namespace, content, true, true);
  }
}
