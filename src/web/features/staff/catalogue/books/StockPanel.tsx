import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffBook, type StockChangeBody, stockChangeBodySchema } from '#shared/contract/staff-books.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Pagination } from '#web/components/Pagination.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { FormActions, showServerErrors, TextField, useConsoleForm } from '../../console/form.tsx';
import { ScrollRegion } from '../../console/ScrollRegion.tsx';
import { useChangeStock, useStockChanges } from './api.ts';

/* A book's printed copies: the stock now, a change with its reason, and the history of changes. */

function StockForm({ book }: { book: StaffBook }) {
  const { t } = useTranslation('staff-books');
  const change = useChangeStock(book.id);
  const form = useConsoleForm<StockChangeBody>(stockChangeBodySchema, { stock: book.stock, reason: '' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ data }) => form.reset({ stock: data.book.stock, reason: '' }),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-start">
      <TextField
        label={t('stock.new')}
        type="number"
        min={0}
        step="1"
        dir="ltr"
        required
        error={errors.stock}
        {...form.register('stock', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
      />
      <TextField
        label={t('stock.reason')}
        hint={t('stock.reasonHint')}
        required
        maxLength={500}
        error={errors.reason}
        {...form.register('reason')}
      />
      <div className="sm:col-span-2">
        <FormActions pending={change.isPending} label={t('stock.submit')} />
      </div>
    </form>
  );
}

function StockHistory({ bookId }: { bookId: number }) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const changes = useStockChanges(bookId, page);
  const rows = changes.data?.data;
  if (!rows) return null;
  if (rows.length === 0) return <p className="text-sm text-brand-700">{t('stock.none')}</p>;
  return (
    <div className="grid gap-3">
      <ScrollRegion label={t('stock.historyCaption')}>
        <table className="w-full min-w-[32rem] text-start text-sm">
          <caption className="sr-only">{t('stock.historyCaption')}</caption>
          <thead className="bg-brand-50 text-brand-800">
            <tr>
              {(['when', 'who', 'change', 'after', 'reason'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start font-bold">
                  {t(`stock.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-brand-100">
                <td className="px-3 py-2 whitespace-nowrap">{formatMoment(row.created_at, language)}</td>
                <td className="px-3 py-2">
                  <bdi>{row.staff?.name || t('stock.formerMember')}</bdi>
                </td>
                <td className={`px-3 py-2 font-bold ${row.delta < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
                  <bdi dir="ltr">{row.delta > 0 ? `+${row.delta}` : row.delta}</bdi>
                </td>
                <td className="px-3 py-2">{row.stock_after}</td>
                <td className="px-3 py-2">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {changes.data && changes.data.meta.last_page > 1 && (
        <Pagination page={page} lastPage={changes.data.meta.last_page} onChange={setPage} />
      )}
    </div>
  );
}

export function StockPanel({ book, mayEdit }: { book: StaffBook; mayEdit: boolean }) {
  const { t } = useTranslation('staff-books');
  return (
    <section aria-labelledby="book-stock" className={`${panel} grid gap-4 p-5`}>
      <h2 id="book-stock" className="text-lg font-bold text-brand-900">
        {t('edit.sections.stock')}
      </h2>
      <p className="font-semibold text-brand-800">{t('stock.current', { count: book.stock })}</p>
      {mayEdit && <StockForm book={book} />}
      <h3 className="font-bold text-brand-800">{t('stock.history')}</h3>
      <StockHistory bookId={book.id} />
    </section>
  );
}
