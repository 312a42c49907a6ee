import '@testing-library/jest-dom/vitest';
import '#web/i18n/index.ts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { languageStore } from '#web/state/language.ts';

// jsdom does no layout: scrolling (router scroll restoration, pagination) is a no-op there.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  languageStore.reset();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});
