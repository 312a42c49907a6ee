import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from '#web/i18n/index.ts';
import { App } from './App.tsx';

/** Resolves once the page's HTML is read: the entry script is async and may run before. */
function documentRead(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/** Puts the shop on screen in place of the page's waiting frame, in the reader's language. */
export async function start() {
  await Promise.all([
    languageReady().catch((error) => console.warn('The reader’s language could not be loaded:', error)),
    documentRead(),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // As a transition, the first render yields to the browser every few milliseconds: the phone stays
  // responsive to a tap while the shop is drawn, rather than frozen for the whole of it.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
