import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListBook } from '#shared/contract/catalog.ts';
import { coverOf } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { icon } from '#web/components/icons.tsx';

const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

const promises = ['pdf', 'print', 'payment'] as const;

/** Three covers fanned out, the middle one in front; decoration only, the books are in the sliders below. */
const fan = ['-rotate-6 translate-y-6', 'z-10 -ms-14 scale-110', '-ms-14 rotate-6 translate-y-6'];

function CoverFan({ books }: { books: ListBook[] }) {
  return (
    <div aria-hidden="true" className="hidden items-center justify-center py-6 lg:flex">
      {books.slice(0, fan.length).map((book, index) => (
        <Img
          key={book.id}
          fileName={coverOf(book)}
          alt=""
          sizes="(min-width: 1280px) 176px, 160px"
          width={176}
          height={264}
          className={`aspect-[2/3] w-40 rounded-lg bg-brand-800 object-contain shadow-2xl ring-4 ring-white/10 xl:w-44 ${fan[index]}`}
        />
      ))}
    </div>
  );
}

/** A tiled eight-pointed star, the traditional ornament of Arabic book covers, drawn faintly behind the text. */
function StarPattern() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full text-gold-300 opacity-10"
    >
      <defs>
        <pattern id="home-hero-stars" width="56" height="56" patternUnits="userSpaceOnUse">
          <path
            d="M28 10 33 23 46 28 33 33 28 46 23 33 10 28 23 23Z M16 16h24v24H16Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#home-hero-stars)" />
    </svg>
  );
}

/** The home page's introduction: who the house is, what it sells, and the ways into the catalogue. */
export function HomeHero({ books }: { books: ListBook[] | undefined }) {
  const { t } = useTranslation('home');
  const { t: common } = useTranslation();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white shadow-lg"
    >
      <StarPattern />
      <div className="relative grid items-center gap-10 px-6 py-10 sm:px-10 sm:py-14 lg:grid-cols-[3fr_2fr] lg:px-14">
        <div>
          <p className="text-sm font-bold tracking-wide text-gold-300">
            {common('brand.name')} · {common('brand.tagline')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-3 text-3xl font-extrabold leading-tight sm:text-4xl xl:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">
            {t('hero.lead')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/books"
              className="rounded-xl bg-gold-400 px-6 py-3 font-bold text-brand-950 shadow-sm transition hover:bg-gold-300"
            >
              {t('hero.browse')}
            </Link>
            <Link
              to="/search"
              className="rounded-xl border border-white/40 px-6 py-3 font-bold text-white transition hover:border-gold-300 hover:text-gold-200"
            >
              {t('hero.search')}
            </Link>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-brand-50 sm:grid-cols-3">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckIcon size={18} className="shrink-0 text-gold-300" />
                {t(`hero.promises.${promise}`)}
              </li>
            ))}
          </ul>
        </div>
        {books && <CoverFan books={books} />}
      </div>
    </section>
  );
}
