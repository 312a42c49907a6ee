import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The books list's bulk change against the real API: choose books, preview every change, apply it. */

const t = setUpConsoleApi();
beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
});

const toolbar = () => screen.getByRole('group', { name: 'إجراءات على المختار' });

describe('many books at once', () => {
  it('previews a price change book by book, changes nothing until applied, then applies it', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff/books?sort=title&dir=asc');
    const table = await screen.findByRole('table', { name: 'كتب الفهرس' });
    const boxes = await within(table).findAllByRole('checkbox');
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[1]);
    expect(within(toolbar()).getByText('اختير سجلان')).toBeInTheDocument();
    await userEvent.selectOptions(within(toolbar()).getByLabelText('التغيير'), 'price');
    await userEvent.selectOptions(within(toolbar()).getByLabelText('السعر'), 'hardcopy');
    await userEvent.type(within(toolbar()).getByLabelText('النسبة (−10 تخفض 10٪)'), '10');
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'معاينة التغيير' }));

    const preview = await screen.findByRole('region', { name: 'راجع كل كتاب قبل التغيير' });
    expect(within(preview).getByRole('status')).toHaveTextContent(
      'لم يتغيّر شيء بعد: راجع كل كتاب ثم طبّق التغيير',
    );
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('سيتغيّر')).toBeInTheDocument();
    const [before, after] = within(rows[0])
      .getAllByRole('cell')
      .slice(1, 3)
      .map((cell) => Number(cell.textContent?.replace(/[^0-9.]/g, '')));
    expect(after).toBeCloseTo(Math.round(before * 110) / 100, 2);

    await userEvent.click(within(preview).getByRole('button', { name: 'تطبيق على كتابين' }));
    const report = await screen.findByRole('region', { name: 'ما جرى، سجلاً سجلاً' });
    expect(within(report).getByRole('status')).toHaveTextContent('تمّ ذلك لكل الكتب المختارة (2)');
    expect(screen.queryByRole('region', { name: 'راجع كل كتاب قبل التغيير' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(toolbar()).getByText('لم يُختر شيء')).toBeInTheDocument());
  });

  it('shows a refusal in the preview and offers no way to apply it', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff/books?sort=title&dir=asc');
    const table = await screen.findByRole('table', { name: 'كتب الفهرس' });
    await userEvent.click((await within(table).findAllByRole('checkbox'))[2]);
    await userEvent.selectOptions(within(toolbar()).getByLabelText('التغيير'), 'price');
    await userEvent.selectOptions(within(toolbar()).getByLabelText('بحسب'), 'amount');
    await userEvent.type(within(toolbar()).getByLabelText('الدولارات (−2 تخفض دولارين)'), '-9999');
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'معاينة التغيير' }));
    const preview = await screen.findByRole('region', { name: 'راجع كل كتاب قبل التغيير' });
    expect(within(preview).getByRole('alert')).toHaveTextContent(
      'لم يتغيّر شيء: لا يمكن تغيير 1 من 1 كتب بهذه الطريقة',
    );
    expect(within(preview).getByText('سيصبح السعر الجديد أقل من صفر')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'تطبيق على كتاب واحد' })).toBeDisabled();
  });

  it('offers no selection to the orders role, which cannot change books', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/books');
    const table = await screen.findByRole('table', { name: 'كتب الفهرس' });
    await within(table).findAllByRole('link');
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'إجراءات على المختار' })).not.toBeInTheDocument();
  });
});
