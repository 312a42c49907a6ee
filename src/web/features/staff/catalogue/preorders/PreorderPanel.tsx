import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPreorder } from '#shared/contract/preorders.ts';
import { ApiError } from '#web/api/client.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { CheckboxField, TextField } from '../../console/form.tsx';
import { usePreorder, useReleaseBook, useSavePreorder } from './api.ts';

/* A coming-soon book's pre-order on its console page: open it with a release date, move the date, release now. */

/** An ISO moment as a `datetime-local` value on this computer's clock, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The server's refusal: the release date's own message, else the answer's. */
const refusalOf = (error: Error | null) => {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors?.release_at?.[0] ?? error.message;
};

function PreorderForm({ preorder, mayEdit }: { preorder: StaffPreorder; mayEdit: boolean }) {
  const { t } = useTranslation('staff-preorders');
  const save = useSavePreorder(preorder.book_id);
  const release = useReleaseBook(preorder.book_id);
  const [open, setOpen] = useState(preorder.preorder_open);
  const [date, setDate] = useState(toLocalInput(preorder.release_at));
  const refusal = refusalOf(save.error) ?? refusalOf(release.error);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    release.reset();
    save.mutate({ preorder_open: open, release_at: fromLocalInput(date) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CheckboxField
        label={t('panel.open')}
        checked={open}
        disabled={!mayEdit}
        onChange={(event) => setOpen(event.target.checked)}
      />
      <TextField
        label={t('panel.releaseAt')}
        hint={t('panel.releaseHint')}
        type="datetime-local"
        dir="ltr"
        value={date}
        disabled={!mayEdit}
        required={open}
        onChange={(event) => setDate(event.target.value)}
      />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      {mayEdit && (
        <div className="flex flex-wrap items-center gap-3 border-t border-brand-100 pt-4">
          <button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            className={buttonPrimary}
          >
            {t('panel.save')}
          </button>
          <button
            type="button"
            disabled={release.isPending}
            className={buttonSecondary}
            onClick={() => {
              if (!window.confirm(t('panel.releaseQuestion', { count: preorder.preorders }))) return;
              save.reset();
              release.mutate();
            }}
          >
            {t('panel.releaseNow')}
          </button>
        </div>
      )}
    </form>
  );
}

export function PreorderPanel({ bookId, mayEdit }: { bookId: number; mayEdit: boolean }) {
  const { t } = useTranslation('staff-preorders');
  const { language } = useLanguage();
  const found = usePreorder(bookId);
  const preorder = found.data;
  if (!preorder) return null;
  return (
    <section aria-labelledby="book-preorder" className={`${panel} grid gap-4 p-5`}>
      <h2 id="book-preorder" className="text-lg font-bold text-brand-900">
        {t('panel.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-brand-700">{t('panel.preorders')}</dt>
        <dd className="font-bold text-brand-900">{preorder.preorders}</dd>
        <dt className="text-brand-700">{t('panel.waiting')}</dt>
        <dd className="font-bold text-brand-900">{preorder.waiting}</dd>
      </dl>
      {preorder.coming_soon ? (
        // A fresh form whenever the server's answer changes (saved, released).
        <PreorderForm
          key={`${preorder.preorder_open}-${preorder.release_at}`}
          preorder={preorder}
          mayEdit={mayEdit}
        />
      ) : (
        <p className="text-sm text-brand-700">
          {preorder.release_at
            ? t('panel.released', { date: formatMoment(preorder.release_at, language) })
            : t('panel.notComingSoon')}
        </p>
      )}
    </section>
  );
}
