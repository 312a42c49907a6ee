import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * First-load JavaScript per route, read from the build's module graph (Vite's manifest): the entry
 * and what it always loads (its static imports, and the app it imports beside the page), plus the
 * route's page chunk with its static imports. That is what a reader's browser must download before
 * the page can show; chunks a page imports dynamically (Swiper, the subscribe form, push) come after
 * and are not counted. Sizes are gzip, as the server sends them (the build's .gz copy; files too
 * small to have one are gzipped here).
 */

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type RouteWeight = {
  path: string;
  /** The page module, as the manifest names it (relative to src/web). */
  page: string;
  /** Gzip bytes of every chunk the route needs before it shows, the entry's included. */
  gzipBytes: number;
  chunks: string[];
};

/** The page module and its texts (`withTexts(['orders'], …)`) a loader's source names. */
function loaderOf(source: string): { page: string; texts: string[] } | undefined {
  const page = /import\('#web\/([^']+)'\)/.exec(source)?.[1];
  if (!page) return undefined;
  // `withTexts(['orders'], …)`: the page's texts load beside it, before it shows.
  const texts = /withTexts\(\s*\[([^\]]*)\]/.exec(source)?.[1].match(/[\w-]+/g) ?? [];
  return { page, texts: texts.map((namespace) => `i18n/ar/${namespace}.json`) };
}

/**
 * Paths and page modules of the route table (src/web/app/routes.tsx), in its order: a route's
 * loader written out in its entry (`page: () => import('#web/…')`) or named there and declared
 * above the table (`page: readerPage`, `const readerPage = withTexts(…)`).
 */
export function routePages(routesSource: string): { path: string; page: string; texts: string[] }[] {
  const named = new Map<string, string>();
  for (const [, name, source] of routesSource.matchAll(/const (\w+) =([\s\S]*?import\('#web\/[^']+'\))/g))
    named.set(name, source);
  const found: { path: string; page: string; texts: string[] }[] = [];
  // Each entry's text runs from its path to the next entry's.
  for (const entry of routesSource.split(/(?=\bpath:\s*')/).slice(1)) {
    const routePath = /^path:\s*'([^']+)'/.exec(entry)?.[1];
    const page = /\bpage:\s*([\s\S]*)/.exec(entry)?.[1];
    if (!routePath || !page) continue;
    const name = /^(\w+)\s*,?\s*\n/.exec(page)?.[1];
    const loader = loaderOf(name ? (named.get(name) ?? '') : page);
    if (!loader) throw new Error(`The route ${routePath} names a page the benchmark cannot find`);
    found.push({ path: routePath, ...loader });
  }
  return found;
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no chunk for ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipSize(webDist: string, file: string): number {
  const full = path.join(webDist, file);
  if (existsSync(`${full}.gz`)) return statSync(`${full}.gz`).size;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

export function routeWeights(manifest: Manifest, webDist: string, routesSource: string): RouteWeight[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("The build's manifest names no entry");
  const pages = routePages(routesSource);
  const pageKeys = new Set(pages.map(({ page }) => page));
  const textKeys = new Set(pages.flatMap(({ texts }) => texts));
  // The entry imports every page and page texts dynamically (those of the address only) and the app
  // itself: the app always.
  const always = (manifest[entryKey].dynamicImports ?? []).filter(
    (key) => !pageKeys.has(key) && !textKeys.has(key),
  );
  return pages.map(({ path: routePath, page, texts }) => {
    const keys = staticClosure(manifest, entryKey, new Set());
    for (const key of [...always, page, ...texts]) staticClosure(manifest, key, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    return {
      path: routePath,
      page,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(webDist, file), 0),
      chunks: files,
    };
  });
}
