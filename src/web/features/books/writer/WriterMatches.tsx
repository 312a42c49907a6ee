import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { writerLink } from '../details/links.ts';
import { useWritersNamed } from './api.ts';

/** How many writers a search names at most; a longer list would push the books down. */
const SHOWN = 8;

/** The writers whose name matches a search, each a link to their page; nothing when none does. */
export function WriterMatches({ search }: { search: string }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const writers = useWritersNamed(search).data ?? [];
  if (writers.length === 0) return null;
  return (
    <nav aria-label={t('writer.matches')} className="mb-5 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-brand-700">{t('writer.matches')}:</span>
      {writers.slice(0, SHOWN).map((writer) => (
        <Link
          key={writer.id}
          to={writerLink(writer.id)}
          className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 transition hover:text-gold-700"
        >
          {textIn(language, writer.name_ar, writer.name_en)}
        </Link>
      ))}
    </nav>
  );
}
