import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import '@fontsource/cairo/800.css';
import '@fontsource/noto-naskh-arabic/400.css';
import './styles.css';
import { pageFor } from './app/page-for.ts';

// The shop's Content-Security-Policy forbids eval, so zod checks objects without its compiled fast
// path (it reads this setting when it loads; set here, zod stays out of the first download).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// The page asked for and the app around it download side by side, not one after the other.
void pageFor(window.location.hash)?.();
void import('./app/start.tsx').then(({ start }) => start());
