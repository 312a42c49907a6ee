import { localize } from '#server/i18n/index.ts';
import type { ArticleKind, SharedArticle } from '#server/modules/content/index.ts';
import { escapeHtml } from '#server/services/mail-layout.ts';
import { shareHead } from './head.ts';
import { bothLinks, excerpt, mediaUrl, missingPage, page } from './pages.ts';
import { jsonLdScript } from './structured-data.ts';
import { articleGraph } from './structured-data-articles.ts';

/*
 * The page a shared news item (/n/{id}) or Kashkoul article (/k/{id}) opens: its title, day, picture
 * and summary in Arabic then English, as tags for link previews and schema.org JSON-LD for crawlers;
 * then the item in the shop. A news item has its own page there; a Kashkoul article is read in the
 * magazine's list.
 */

const PLACES = {
  news: {
    prefix: 'n',
    list: '/#/al-akhbar',
    open: 'openNews',
    page: (id: number) => `/#/alakhbar-articles/${id}`,
  },
  kashkoul: { prefix: 'k', list: '/#/alkashkoul', open: 'openKashkoul', page: () => '/#/alkashkoul' },
} as const;

/** The share address of a news item or a Kashkoul article, as links and the sitemap give it. */
export const articleShareUrl = (publicUrl: string, kind: ArticleKind, id: number) =>
  `${publicUrl}/${PLACES[kind].prefix}/${id}`;

/** The day as the page says it, in Arabic then English. */
function dayLine(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const said = (lang: 'ar' | 'en') =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(date);
  return `<p><time datetime="${day}">${escapeHtml(said('ar'))}</time> · <span lang="en" dir="ltr">${escapeHtml(said('en'))}</span></p>`;
}

/** `mediaBase`: where /media is read, the shop's own or the CDN's (`MEDIA_PUBLIC_URL`). */
export function articleSharePage(
  kind: ArticleKind,
  article: SharedArticle,
  publicUrl: string,
  mediaBase = `${publicUrl}/media`,
): string {
  const place = PLACES[kind];
  const url = articleShareUrl(publicUrl, kind, article.id);
  const target = place.page(article.id);
  const titleEn = article.titleEn.trim() !== article.titleAr ? article.titleEn.trim() : '';
  const aboutAr = excerpt(article.descriptionAr);
  const about = aboutAr || excerpt(article.descriptionEn);
  const description = [titleEn, about].filter(Boolean).join(' — ') || article.titleAr;
  const image = article.image ? mediaUrl(mediaBase, article.image) : undefined;
  const graph = articleGraph(kind, article, {
    publicUrl,
    url,
    shopUrl: `${publicUrl}${target}`,
    listUrl: `${publicUrl}${place.list}`,
    image,
    description: about,
  });
  const head = shareHead({
    title: article.titleAr,
    description,
    url,
    target,
    type: 'article',
    image,
    extra: [`<meta property="article:published_time" content="${article.articleDate}">`, jsonLdScript(graph)],
  });
  const issue =
    article.issueNumber === null ? undefined : localize('share', 'issue', { number: article.issueNumber });
  const body = [
    image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(article.titleAr)}">` : '',
    issue ? `<p>${escapeHtml(issue.ar)} · <span lang="en" dir="ltr">${escapeHtml(issue.en)}</span></p>` : '',
    `<h1>${escapeHtml(article.titleAr)}</h1>`,
    titleEn ? `<p lang="en" dir="ltr">${escapeHtml(titleEn)}</p>` : '',
    dayLine(article.articleDate),
    about ? `<p${aboutAr ? '' : ' lang="en" dir="ltr"'}>${escapeHtml(about)}</p>` : '',
    bothLinks(target, place.open),
  ];
  return page(head, body.filter(Boolean).join('\n'));
}

export const articleMissingPage = (kind: ArticleKind) =>
  kind === 'news'
    ? missingPage('newsMissingTitle', 'newsMissingHeading', { href: PLACES.news.list, key: 'news' })
    : missingPage('kashkoulMissingTitle', 'kashkoulMissingHeading', {
        href: PLACES.kashkoul.list,
        key: 'kashkoul',
      });
