import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#shared/lang.ts';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import ar from '../i18n/ar/rich-text.json';
import en from '../i18n/en/rich-text.json';
import { normaliseLink, RichTextEditor } from './RichTextEditor.tsx';
import { addConsoleStrings } from './strings.ts';

function Harness({ lang, initial, seen }: { lang: Lang; initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Text</span>
      <RichTextEditor
        id="text"
        lang={lang}
        value={value}
        onChange={(html) => {
          seen.push(html);
          setValue(html);
        }}
        aria-labelledby="label"
        aria-describedby="text-error"
        aria-invalid
      />
      <button type="button" onClick={() => setValue('<p>من الخادم</p>')}>
        load
      </button>
    </>
  );
}

async function show(consoleLang: Lang, fieldLang: Lang, initial = '<p>نص</p>') {
  languageStore.set(consoleLang);
  await act(() => i18n.changeLanguage(consoleLang));
  const seen: string[] = [];
  render(<Harness lang={fieldLang} initial={initial} seen={seen} />);
  return { seen, area: screen.getByRole('textbox', { name: 'Text' }) };
}

// jsdom does no layout, and ProseMirror measures the selection to scroll it into view.
const rangeMeasures = { rects: Range.prototype.getClientRects, box: Range.prototype.getBoundingClientRect };
beforeAll(() => {
  // As the console registers them, so that a later file of the same worker loading every console
  // namespace finds this one its own rather than one of the shop's.
  addConsoleStrings({ '../i18n/ar/rich-text.json': ar, '../i18n/en/rich-text.json': en });
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterAll(() => {
  Object.assign(Range.prototype, {
    getClientRects: rangeMeasures.rects,
    getBoundingClientRect: rangeMeasures.box,
  });
  if (!rangeMeasures.rects) Reflect.deleteProperty(Range.prototype, 'getClientRects');
  if (!rangeMeasures.box) Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
});

describe('RichTextEditor', () => {
  it('writes an Arabic field right-to-left on the English console, with English button names', async () => {
    const { area } = await show('en', 'ar');
    expect(area).toHaveAttribute('dir', 'rtl');
    expect(area).toHaveAttribute('lang', 'ar');
    expect(area).toHaveAttribute('id', 'text');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAttribute('aria-describedby', 'text-error');
    expect(area).toHaveTextContent('نص');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'LTR: left-to-right paragraph' })).toBeInTheDocument();
  });

  it('writes an English field left-to-right on the Arabic console, with Arabic button names', async () => {
    const { area } = await show('ar', 'en', '<p>Text</p>');
    expect(area).toHaveAttribute('dir', 'ltr');
    const toolbar = screen.getByRole('toolbar', { name: 'تنسيق النص' });
    expect(within(toolbar).getByRole('button', { name: 'قائمة نقطية' })).toBeInTheDocument();
    expect(
      within(toolbar).getByRole('button', { name: 'فقرة من اليمين إلى اليسار RTL' }),
    ).toBeInTheDocument();
  });

  it('hands the form the HTML each toolbar change makes, and undoes it', async () => {
    const user = userEvent.setup();
    const { seen } = await show('en', 'ar');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(seen.at(-1)).toBe('<ul><li><p>نص</p></li></ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(seen.at(-1)).toBe('<p>نص</p>');
    await user.click(screen.getByRole('button', { name: 'H2 heading' }));
    expect(seen.at(-1)).toBe('<h2>نص</h2>');
    await user.click(screen.getByRole('button', { name: 'LTR: left-to-right paragraph' }));
    expect(seen.at(-1)).toBe('<h2 dir="ltr">نص</h2>');
  });

  it('asks for a link address, refuses a script address and links a good one', async () => {
    const user = userEvent.setup();
    const { seen } = await show('en', 'en', '');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write an address starting with https://, http:// or mailto:, or a path of the shop starting with /.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
    await user.clear(address);
    await user.type(address, 'example.com/books{Enter}');
    expect(seen.at(-1)).toBe('<p><a href="https://example.com/books">https://example.com/books</a></p>');
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  });

  it('shows a text loaded from outside without reporting it as a change', async () => {
    const user = userEvent.setup();
    const { seen, area } = await show('ar', 'ar', '');
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(area).toHaveTextContent('من الخادم');
    expect(seen).toEqual([]);
  });
});

describe('normaliseLink', () => {
  it('keeps web, mail and shop addresses, completes bare ones and refuses the rest', () => {
    expect(normaliseLink(' https://example.com ')).toBe('https://example.com');
    expect(normaliseLink('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(normaliseLink('/contact-us')).toBe('/contact-us');
    expect(normaliseLink('www.example.com')).toBe('https://www.example.com');
    expect(normaliseLink('a@example.com')).toBe('mailto:a@example.com');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('data:text/html,x')).toBeNull();
    expect(normaliseLink('//evil.example')).toBeNull();
    expect(normaliseLink('')).toBeNull();
  });
});
