import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import './i18n.ts';
import { ListToolbar } from './filters.tsx';
import { type Column, DataTable, RowActions, useListParams } from './list.tsx';

type Row = { id: number; title: string };
const rows: Row[] = [
  { id: 1, title: 'الأيام' },
  { id: 2, title: 'موسم الهجرة إلى الشمال' },
];

/** A list whose state is shown as the URL holds it. */
function Probe() {
  const list = useListParams({ sort: 'newest', dir: 'desc' });
  const location = useLocation();
  const columns: Column<Row>[] = [
    { key: 'title', label: 'العنوان', sort: 'title', render: (row) => row.title },
    { key: 'id', label: 'الرقم', render: (row) => row.id },
  ];
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <ListToolbar list={list} />
      <button type="button" onClick={() => list.set({ page: list.page + 1 })}>
        next
      </button>
      <DataTable caption="كتب" columns={columns} rows={rows} rowKey={(row) => row.id} list={list} />
    </>
  );
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const query = () => JSON.parse(screen.getByRole('status', { name: 'query' }).textContent ?? '{}');

describe('a console list keeps its state in the URL', () => {
  it('reads page, search, sort and direction from the URL, with the defaults when absent', () => {
    renderWithProviders(<Probe />, '/staff/books?page=3&search=%D8%AD%D8%A8&sort=title&dir=asc');
    expect(query()).toEqual({ page: 3, sort: 'title', dir: 'asc', search: 'حب' });
  });

  it('goes back to page 1 when the search changes, and keeps the page when only the page changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, '/staff/books?page=2');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(query().page).toBe(3);
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'الأيام{Enter}');
    expect(query()).toEqual({ page: 1, sort: 'newest', dir: 'desc', search: 'الأيام' });
    expect(url()).not.toContain('page=');
  });

  it('sorts by a column, flips the direction on a second click, and says so to screen readers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, '/staff/books');
    const header = screen.getByRole('columnheader', { name: /العنوان/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /العنوان/ }));
    expect(query()).toMatchObject({ sort: 'title', dir: 'asc' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /العنوان/ }));
    expect(query()).toMatchObject({ sort: 'title', dir: 'desc' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('a console table wider than a phone', () => {
  it('scrolls in a region named for its table that the keyboard reaches, links in its rows or not', () => {
    renderWithProviders(<Probe />, '/staff/books');
    const region = screen.getByRole('region', { name: 'كتب' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(region).toContainElement(screen.getByRole('table', { name: 'كتب' }));
  });
});

describe('a row’s edit button', () => {
  const strings = import.meta.glob<Record<string, unknown>>('../i18n/*/*.json', {
    eager: true,
    import: 'default',
  });
  const editLabels = (lang: string) =>
    Object.entries(strings)
      .filter(([path]) => path.includes(`/${lang}/`))
      .flatMap(([path, tree]) => {
        const found: [string, string][] = [];
        const walk = (node: unknown, key: string) => {
          if (typeof node === 'string' && /(^|\.)editOne$/.test(key)) found.push([`${path} ${key}`, node]);
          else if (node && typeof node === 'object')
            for (const [inner, value] of Object.entries(node)) walk(value, key ? `${key}.${inner}` : inner);
        };
        walk(tree, '');
        return found;
      });

  it.each(['ar', 'en'])('is named, in %s, by words that begin with its visible text', (lang) => {
    const edit = (strings[`../i18n/${lang}/console.json`] as { form: { edit: string } }).form.edit;
    const labels = editLabels(lang);
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.filter(([, label]) => !label.startsWith(edit))).toEqual([]);
  });

  it.each(['ar', 'en'])(
    'and a row’s one action are named, in %s, by words that begin with their text',
    (lang) => {
      const text = (file: string, key: string) =>
        (strings[`../i18n/${lang}/${file}.json`] as Record<string, string>)[key]!;
      const pairs = [
        ['staff-gifts', 'resend', 'resendTo'],
        ['staff-mail', 'retry', 'retryMail'],
        ['staff-jobs', 'retry', 'retryJob'],
        ['staff-coupons', 'editShort', 'editOne'],
      ];
      expect(
        pairs.filter(([file, button, name]) => !text(file!, name!).startsWith(text(file!, button!))),
      ).toEqual([]);
    },
  );

  it('keeps its visible text at the start of its name whatever label it is given', () => {
    renderWithProviders(
      <RowActions
        editLabel="التخفيض «رمضان»"
        onEdit={() => {}}
        deleteQuestion="?"
        deleting={false}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'تعديل: التخفيض «رمضان»' })).toHaveTextContent('تعديل');
  });
});
