import { useTranslation } from 'react-i18next';

/* The order history's lines written by the cash-on-delivery confirmation (decision 097), in words. */

const codNotes = [
  'cod_confirmed_by_link',
  'cod_confirmed_by_phone',
  'cod_cancelled_by_buyer',
  'cod_unconfirmed',
] as const;
type CodNote = (typeof codNotes)[number];

const isCodNote = (note: string | null): note is CodNote => codNotes.includes(note as CodNote);

/** What a COD note says happened, and who did it when no member did; null for another note. */
export function useCodNotes() {
  const { t } = useTranslation('staff-cod');
  return {
    label: (note: string | null) => (isCodNote(note) ? t(`history.${note}`) : null),
    by: (note: string | null) => (note === 'cod_unconfirmed' ? t('history.byClock') : null),
  };
}
