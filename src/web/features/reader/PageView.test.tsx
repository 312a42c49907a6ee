import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import type { BookText } from './book-text.ts';
import { PageView } from './PageView.tsx';
import type { PDFDocumentProxy } from './pdf.ts';

// pdf.js's text layer needs a real browser; the page's text is not what this test is about.
vi.mock('./pdf.ts', () => ({
  TextLayer: class {
    textDivs: HTMLElement[] = [];
    async render() {}
  },
}));

/** A page whose drawing fails as pdf.js's does when it is cancelled. */
function cancellablePage() {
  let cancel = () => {};
  const promise = new Promise<void>((_resolve, reject) => {
    cancel = () => reject(Object.assign(Object.create(null), { name: 'RenderingCancelledException' }));
  });
  return {
    getViewport: () => ({ width: 300, height: 400 }),
    render: () => ({ promise, cancel: () => cancel() }),
  };
}

const rejections: unknown[] = [];
const listen = (reason: unknown) => rejections.push(reason);

afterEach(() => {
  process.off('unhandledRejection', listen);
  rejections.length = 0;
});

describe('a page of the reader', () => {
  it('leaves no error behind when the reader turns away while the page is still being drawn', async () => {
    process.on('unhandledRejection', listen);
    const doc = { getPage: async () => cancellablePage() } as unknown as PDFDocumentProxy;
    let giveText: (content: unknown) => void = () => {};
    const text = {
      content: () =>
        new Promise((resolve) => {
          giveText = resolve;
        }),
    } as unknown as BookText;
    const view = renderWithProviders(<PageView doc={doc} text={text} number={1} scale={1} marked={[]} />);
    await vi.waitFor(() => expect(view.container.querySelector('canvas')?.dataset.drawn).toBe('false'));
    view.unmount();
    await act(async () => giveText({ items: [], styles: {} }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(rejections).toEqual([]);
  });
});
