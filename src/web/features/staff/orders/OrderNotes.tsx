import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { TextArea } from '../console/form.tsx';
import { useAddNote } from './refunds-api.ts';

/** What the reader wrote when ordering, apart from the staff's own notes. */
export function ReaderNote({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-refunds');
  if (!order.note) return null;
  return (
    <section className={`${panel} border-s-4 border-gold-500 p-4`} aria-labelledby="reader-note">
      <h2 id="reader-note" className="font-bold text-brand-900">
        {t('notes.readerTitle')}
      </h2>
      <p className="mb-2 text-xs text-brand-600">{t('notes.readerLead')}</p>
      <p className="whitespace-pre-line break-words text-brand-900">
        <bdi>{order.note}</bdi>
      </p>
    </section>
  );
}

/** Staff's internal notes on the order, oldest first, and a box to add one. */
export function StaffNotes({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-refunds');
  const { language } = useLanguage();
  const add = useAddNote(order.id);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate({ body }, { onSuccess: () => setBody('') });
  };
  return (
    <section className={`${panel} grid min-w-0 gap-3 p-4`} aria-labelledby="staff-notes">
      <div>
        <h2 id="staff-notes" className="font-bold text-brand-900">
          {t('notes.title')}
        </h2>
        <p className="text-xs text-brand-600">{t('notes.lead')}</p>
      </div>
      {order.staff_notes.length === 0 ? (
        <p className="text-sm text-brand-700">{t('notes.none')}</p>
      ) : (
        <ol className="grid gap-2">
          {order.staff_notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-brand-50 p-3 text-sm" data-testid="staff-note">
              <p className="whitespace-pre-line break-words text-brand-900">
                <bdi>{note.body}</bdi>
              </p>
              <p className="mt-1 text-xs text-brand-600">
                <bdi>{note.staff.name}</bdi> · <bdi>{formatMoment(note.created_at, language)}</bdi>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="grid gap-2">
        <TextArea
          label={t('notes.add')}
          rows={2}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={2000}
        />
        <div>
          <button type="submit" disabled={!body.trim() || add.isPending} className={buttonPrimary}>
            {t('notes.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
