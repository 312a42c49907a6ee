import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NotifySummary } from '#shared/contract/staff.ts';
import type { StaffBookRow } from '#shared/contract/staff-books.ts';
import { toast } from '#web/api/toast.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useNotifyBook } from './api.ts';

/* Small pieces of the books' screens: the 'notify subscribers' button and the state badges. */

/** The toast's lines: how many devices got the message, then anything else that happened. */
export function summaryLines(t: TFunction<'books'>, summary: NotifySummary): string[] {
  const lines = [t('notify.sent', { count: summary.sent })];
  if (summary.removed > 0) lines.push(t('notify.removed', { count: summary.removed }));
  if (summary.failed > 0) lines.push(t('notify.failed', { count: summary.failed }));
  if (summary.skipped > 0) lines.push(t('notify.skipped', { count: summary.skipped }));
  return lines;
}

export function NotifyButton({ book, describedBy }: { book: StaffBookRow; describedBy: string }) {
  const { t } = useTranslation('staff-books');
  const notify = useNotifyBook(book.id, (summary) =>
    toast.success(
      <div className="grid gap-1">
        {summaryLines(t, summary).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>,
    ),
  );
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={notify.isPending}
      aria-busy={notify.isPending || undefined}
      onClick={() => notify.mutate()}
      className={`${buttonSecondary} px-3 py-1.5 text-xs disabled:cursor-wait`}
    >
      {notify.isPending && (
        <span
          aria-hidden="true"
          className="size-3 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
      )}
      {t('notify.button')}
    </button>
  );
}

/** The colours of a book's marks in the list: hidden, coming soon, most popular, no PDF yet. */
export const markColours = {
  grey: 'bg-brand-100 text-brand-800',
  gold: 'bg-gold-100 text-gold-900',
  green: 'bg-emerald-100 text-emerald-900',
  red: 'bg-red-100 text-red-900',
};
