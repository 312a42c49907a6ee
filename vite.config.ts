import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The app's code (React, the router, the frame) is imported by the small entry beside the page; a
 * modulepreload link for it and its chunks lets the browser start on them with the page's HTML.
 */
function preloadApp(startModule: string): Plugin {
  return {
    name: 'bookshop-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(startModule)));
        if (!start) throw new Error(`The build has no chunk for ${startModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          // The entry is in the page already.
          if (files.has(fileName) || fileName === chunk?.fileName) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            visit(imported);
        };
        visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Files of a package served under `/<prefix>/` as they are named there, by the dev server and in the
 * build: the files of `folder` (relative to node_modules) whose names `accept` takes.
 */
function packageFiles(prefix: string, folder: string, accept: RegExp): Plugin {
  const root = new URL(`./node_modules/${folder}/`, import.meta.url);
  const fileOf = (name: string) => (accept.test(name) ? new URL(name, root) : undefined);
  return {
    name: `bookshop-files-${prefix}`,
    configureServer(server) {
      server.middlewares.use(`/${prefix}/`, (request, response, next) => {
        const file = fileOf((request.url ?? '').slice(1).split('?')[0]);
        if (!file || !existsSync(file)) return next();
        if (file.pathname.endsWith('.svg')) response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const name of readdirSync(root)) {
        const file = fileOf(name);
        if (file) this.emitFile({ type: 'asset', fileName: `${prefix}/${name}`, source: readFileSync(file) });
      }
    },
  };
}

/** Modules reached from `from` by static imports, `from` included. */
function staticallyReached(
  from: string,
  moduleInfo: (id: string) => Rolldown.ModuleInfo | null,
): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of moduleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return reached;
}

/**
 * Modules the start reaches only through a package's index, for what pages use later: react-i18next's
 * <Trans> (the console's) and its HTML parser. They stay with the pages that use them.
 */
const notAtStart =
  /\/node_modules\/(react-i18next\/dist\/es\/Trans(WithoutContext)?\.js|html-parse-stringify\/)/;

/**
 * The modules every page needs (those the app's start reaches, not the entry's: React, the router,
 * i18next, the frame) in one chunk instead of a dozen small ones: fewer requests, better compression,
 * and no chunk that imports another in a cycle (each chunk's modules run in order). A release changes
 * this chunk's name, so a returning reader downloads it again.
 */
function appChunk(): Rolldown.CodeSplittingGroup {
  const entry = fileURLToPath(new URL('./src/web/main.tsx', import.meta.url));
  const start = fileURLToPath(new URL('./src/web/app/start.tsx', import.meta.url));
  let app: Set<string> | undefined;
  return {
    debugName: 'app',
    name(id, context) {
      if (!app) {
        const getModuleInfo = (module: string) => context.getModuleInfo(module);
        const entryModules = staticallyReached(entry, getModuleInfo);
        const own = (module: string) => !entryModules.has(module) && !notAtStart.test(module);
        app = new Set([...staticallyReached(start, getModuleInfo)].filter(own));
      }
      return app.has(id) ? 'app' : null;
    },
  };
}

/**
 * What the home page shares with the catalogue's other pages (library, search, a book's page), the
 * book card and its price among them, in one chunk rather than a dozen of a few hundred bytes each.
 */
function catalogueChunk(): Rolldown.CodeSplittingGroup {
  const file = (name: string) => fileURLToPath(new URL(`./src/web/${name}`, import.meta.url));
  const home = file('features/home/HomePage.tsx');
  const others = [
    'features/books/LibraryPage.tsx',
    'features/books/SearchPage.tsx',
    'features/books/BookDetailsPage.tsx',
  ].map(file);
  let shared: Set<string> | undefined;
  return {
    debugName: 'catalogue',
    name(id, context) {
      if (!shared) {
        const getModuleInfo = (module: string) => context.getModuleInfo(module);
        const reach = (from: string) => staticallyReached(from, getModuleInfo);
        const before = new Set([file('main.tsx'), file('app/start.tsx')].flatMap((from) => [...reach(from)]));
        const alsoOthers = new Set(others.flatMap((page) => [...reach(page)]));
        shared = new Set([...reach(home)].filter((module) => alsoOthers.has(module) && !before.has(module)));
      }
      return shared.has(id) ? 'catalogue' : null;
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    preloadApp('/app/start.tsx'),
    // The phone picker's flags as files of their own (/flags/JO.svg): a form downloads the one it shows.
    packageFiles('flags', 'country-flag-icons/3x2', /^[A-Z]{2}\.svg$/),
    // pdf.js draws the standard PDF fonts, which PDFs may name without embedding, from these files.
    packageFiles('pdf-fonts', 'pdfjs-dist/standard_fonts', /^[\w-]+\.(pfb|ttf)$/),
  ],
  resolve: {
    // The shim of useSyncExternalStore for React 17 (react-i18next's): React 19 has its own.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for error reports but not linked from the scripts; production does not serve them.
    sourcemap: 'hidden',
    // Every browser the shop supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [appChunk(), catalogueChunk()] },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      // The API, but not the web's own modules under src/web/api (/api/client.ts and friends).
      '^/api(?![\\w./-]*\\.tsx?(\\?|$))': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
});
