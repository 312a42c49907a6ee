import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router-dom';
import type { LinkItem } from '#shared/contract/content.ts';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { useLinkTypes } from '#web/api/content.ts';
import { Img } from '#web/components/Img.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { useLinks } from './api.ts';
import { EmptyNotice, LoadError } from './Notices.tsx';
import { PageHeading } from './PageHeading.tsx';
import { hostOf, withHttps } from './text.ts';

function LinkCard({ item }: { item: LinkItem }) {
  const { language } = useLanguage();
  const name = textIn(language, item.name_ar, item.name_en);
  const href = withHttps(item.link);
  return (
    <li className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-lg">
      <a href={href} target="_blank" rel="noopener noreferrer" className="flex h-full flex-col">
        <div className="aspect-[4/3] overflow-hidden bg-brand-50">
          <Img
            fileName={item.files.columns.image[0]?.file_name}
            alt=""
            width={400}
            height={300}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="font-bold text-brand-900 transition group-hover:text-gold-700">{name}</h2>
          <span className="truncate text-sm text-brand-500">
            <bdi dir="ltr">{hostOf(item.link)}</bdi>
          </span>
        </div>
      </a>
    </li>
  );
}

/** The other link types, so a reader can move between them without the footer. */
function LinkTypeTabs({ current }: { current: number | undefined }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const { data: types = [] } = useLinkTypes();
  if (types.length < 2) return null;
  return (
    <nav aria-label={t('links.types')} className="mb-8 flex flex-wrap gap-2">
      {types.map((type) => (
        <NavLink
          key={type.id}
          to={`/links?id=${type.id}`}
          aria-current={type.id === current ? 'page' : undefined}
          className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 transition ${
            type.id === current
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-white text-brand-800 ring-brand-100 hover:text-gold-700 hover:ring-gold-400'
          }`}
        >
          {textIn(language, type.title_ar, type.title_en)}
        </NavLink>
      ))}
    </nav>
  );
}

/** /links?id=: the related links of one link type; titled with the shop's name and the type's title. */
export default function LinksPage() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const typeId = positiveId(params.get('id'));
  const links = useLinks(typeId);
  const { data: types } = useLinkTypes();

  const type = types?.find((entry) => entry.id === typeId);
  const first = links.data?.[0];
  const typeTitle = type
    ? textIn(language, type.title_ar, type.title_en)
    : first
      ? textIn(language, first.link_type_title_ar, first.link_type_title_en)
      : '';
  const title = typeTitle
    ? t('links.title', { product: t('common:brand.name'), type: typeTitle })
    : t('common:brand.name');
  usePageTitle(typeTitle || t('links.fallbackTitle'));

  return (
    <section>
      <PageHeading title={title} eyebrow={t('links.eyebrow')} />
      <LinkTypeTabs current={typeId} />
      {typeId === undefined ? (
        <EmptyNotice text={t('links.choose')} />
      ) : links.isPending ? (
        <Spinner size="lg" />
      ) : links.isError ? (
        <LoadError onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <EmptyNotice text={t('links.empty')} backTo="/" backLabel={t('backHome')} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {links.data.map((item) => (
            <LinkCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
