import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '#web/api/client.ts';

const linkLook =
  'font-semibold text-brand-800 underline decoration-gold-400 underline-offset-4 hover:text-gold-700';

/**
 * 'In the box set «…»' (decision 096): the box sets on sale that hold the book (GET
 * /books/{id}/box-sets), each leading to its page, with its format; nothing when none does, or when
 * the shop cannot say. Loaded by the book's page once it is on screen, in a chunk of its own.
 */
export default function BookBoxSets({ bookId }: { bookId: number }) {
  const { t } = useTranslation('details');
  const boxSets = useQuery({
    queryKey: ['book-box-sets', bookId],
    queryFn: ({ signal }) => api('GET /books/:id/box-sets', { params: { id: bookId }, signal, quiet: true }),
    select: (answer) => answer.data,
  }).data;
  if (!boxSets?.length) return null;
  return (
    <nav
      aria-label={t('boxSets.nav')}
      data-testid="book-box-sets"
      className="mt-6 rounded-2xl bg-white p-5 text-brand-700 ring-1 ring-brand-100"
    >
      <ul className="grid gap-2">
        {boxSets.map((boxSet) => (
          <li key={boxSet.id}>
            {/* The title isolated in the guillemets: a Latin title may sit in Arabic text. */}
            {t('boxSets.in')} «
            <Link to={`/box-sets/${boxSet.id}`} className={linkLook}>
              <bdi>{boxSet.title}</bdi>
            </Link>
            » ({t(`boxSets.format.${boxSet.format}`)})
          </li>
        ))}
      </ul>
    </nav>
  );
}
