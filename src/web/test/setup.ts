import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach } from 'vitest';
import { loadSwiper } from '#web/components/BookSlider.tsx';
import { loadLanguage, textsFor } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';

// Every language's texts at hand, as a reader has them once the language and the page are loaded.
await Promise.all([loadLanguage('en'), textsFor(['accounts', 'content', 'details', 'library', 'orders'])]);
// What pages load beside themselves (Swiper, the footer, toasts), at hand as it soon is for a reader:
// a test waits for what the page does, not for jsdom to compile a library.
await Promise.all([
  loadSwiper(),
  import('#web/app/layout/Footer.tsx'),
  import('#web/app/layout/SubscribeForm.tsx'),
  import('#web/features/push/PushButton.tsx'),
  import('react-toastify'),
]);

// The console's screens and their texts, at hand as the pages above: a test that ends while a screen it
// opened is still loading would leave that module failed ('the environment was torn down') for the
// next file of the worker, which shares the module graph.
const { consoleScreens } = await import('#web/features/staff/screens.ts');
await Promise.all([
  ...consoleScreens.map((screen) => screen.page()),
  import('#web/features/staff/console/i18n.ts'),
]);

// Waits poll for a state; on a machine busy with other work that state can take seconds to come.
configure({ asyncUtilTimeout: 60_000 });

// jsdom does no layout: scrolling (router scroll restoration, pagination) is a no-op there.
window.scrollTo = () => {};
// jsdom draws nothing: its canvas has no context (null, after a 'Not implemented' line on stderr).
// The same null without the line; what the tests read of a page comes from pdf.js's text, not pixels.
HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];

// Two things jsdom lacks, said on the console by the code that meets them: Chart.js finds no canvas
// context to draw the dashboard's bars in, and React does not know HTML's <search> element, which
// browsers have. Those two lines are dropped; every other console error is printed.
const jsdomGap = (args: unknown[]) =>
  (typeof args[0] === 'string' && args[0].startsWith("Failed to create chart: can't acquire context")) ||
  (args[0] ===
    'The tag <%s> is unrecognized in this browser. If you meant to render a React component, start its name with an uppercase letter.' &&
    args[1] === 'search');
// Set once: a worker runs this file again before each test file.
const dropsGaps = Symbol.for('bookshop.test.dropsJsdomGaps');
if (!(dropsGaps in console.error)) {
  const printError = console.error;
  console.error = Object.assign(
    (...args: unknown[]) => {
      if (!jsdomGap(args)) printError(...args);
    },
    { [dropsGaps]: true },
  );
}

afterEach(() => {
  cleanup();
  // A toast raised while no toast region was on screen (the region waits for the first page to settle)
  // waits in react-toastify for the next region: drained here, so that it never shows in the next test.
  const drain = render(createElement(ToastContainer));
  toast.dismiss();
  drain.unmount();
  languageStore.reset();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});
