// Cairo as one variable font per script: every weight the shop uses in two files, not eight.
import '@fontsource-variable/cairo/wght.css';
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url';
import cairoLatin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url';
import './styles.css';
import { formatPrice } from '#shared/price.ts';
import { reloadOnceForNewVersion } from '#web/state/new-version.ts';
import { pageFor } from './app/page-for.ts';
import { preloadPage } from './app/preload.ts';

// The shop's Content-Security-Policy forbids eval, so zod checks objects without its compiled fast
// path (it reads this setting when it loads; set here, zod stays out of the first download).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// The page's data (and main picture) download beside the app's code, not after it. Where the first
// large paint is text rather than a cover, the shop's font is on its way before that text is laid out:
// it is then shaped once, in it, rather than first in the system's fallback fonts; where it is a
// cover, the font waits and the cover has the bandwidth.
if (!preloadPage(window.location.hash)) {
  for (const font of [cairoArabic, cairoLatin]) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = font;
    link.setAttribute('as', 'font');
    link.type = 'font/woff2';
    link.crossOrigin = '';
    document.head.append(link);
  }
}
// A chunk of an older deploy that cannot be preloaded reloads the page once (see new-version.ts);
// the second time, the error reaches the page's error screen.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewVersion()) event.preventDefault();
});
void pageFor(window.location.hash)?.();
void import('./app/start.tsx').then(({ start }) => start());
// Intl loads its data the first time a formatter is made: tens of milliseconds, four times that on a
// phone. A worker loads it while the app's code is on its way (app/intl-data.worker.ts); without
// workers, a task of its own does, so no price or date drawn later waits for it.
try {
  new Worker(new URL('./app/intl-data.worker.ts', import.meta.url), { type: 'module' });
} catch {
  setTimeout(() => formatPrice(0));
}
