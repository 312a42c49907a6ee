import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageHits } from '#shared/book-search.ts';
import { loadLanguage, textsFor } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SearchPanel } from './SearchPanel.tsx';

/* The reader's search says on how many pages it found the words, with the plural the number takes. */

beforeAll(async () => {
  await Promise.all([loadLanguage('ar'), textsFor(['reader'])]);
});

const pagesFound = (count: number): PageHits[] =>
  Array.from({ length: count }, (_, index) => ({ page: index + 1, hits: [], snippet: 'الفصل' }));

const panel = (count: number) =>
  renderWithProviders(
    <SearchPanel
      query="الفصل"
      onQuery={() => {}}
      found={pagesFound(count)}
      done={12}
      pages={12}
      searching={false}
      onGo={() => {}}
      dir="rtl"
    />,
  );

describe('the reader’s search results', () => {
  it('counts the pages found in Arabic with the plural each number takes', () => {
    languageStore.set('ar');
    for (const [count, text] of [
      [1, 'وُجد في صفحة واحدة'],
      [2, 'وُجد في صفحتين'],
      [6, 'وُجد في 6 صفحات'],
      [11, 'وُجد في 11 صفحة'],
    ] as const) {
      const view = panel(count);
      expect(screen.getByText(text)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('counts them in English', () => {
    languageStore.set('en');
    const one = panel(1);
    expect(screen.getByText('Found on one page')).toBeInTheDocument();
    one.unmount();
    panel(6);
    expect(screen.getByText('Found on 6 pages')).toBeInTheDocument();
  });
});
