import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { useWriterSeries } from './api.ts';
import { seriesLink } from './links.ts';

/** The series the writer's books belong to, each a link to its page; nothing when there is none. */
export function WriterSeries({ writerId }: { writerId: number }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const series = useWriterSeries(writerId).data ?? [];
  if (series.length === 0) return null;
  return (
    <section aria-labelledby="writer-series" className="grid gap-2">
      <h2 id="writer-series" className="text-sm font-bold text-brand-700">
        {t('series.ofWriter')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {series.map((one) => (
          <li key={one.id}>
            <Link
              to={seriesLink(one.id)}
              className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 transition hover:text-gold-700"
            >
              <bdi>{textIn(language, one.name_ar, one.name_en)}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
