import type { Article, BreadcrumbList, Graph, NewsArticle } from 'schema-dts';
import { localize, textsOf } from '#server/i18n/index.ts';
import type { ArticleKind, SharedArticle } from '#server/modules/content/index.ts';
import { publisherId, publisherNode } from './structured-data.ts';

/*
 * What search engines read of a news item (a NewsArticle) and of a Kashkoul article (an Article in
 * an issue of the magazine, a Periodical published by the house): headline, day, picture, summary,
 * the way from the home page, and the house.
 */

const shareTexts = textsOf('share');

/** Google reads at most this many characters of a headline. */
const HEADLINE_CHARS = 110;

const headline = (title: string) =>
  title.length <= HEADLINE_CHARS ? title : `${title.slice(0, HEADLINE_CHARS - 1)}…`;

export type ArticleLinks = {
  publicUrl: string;
  /** The share address. */
  url: string;
  /** Where the shop shows it. */
  shopUrl: string;
  /** The list it is in, in the shop. */
  listUrl: string;
  image?: string;
  description: string;
};

export function articleGraph(kind: ArticleKind, article: SharedArticle, links: ArticleLinks): Graph {
  const publisher = publisherNode(links.publicUrl);
  const titleEn = article.titleEn.trim();
  const common = {
    '@id': `${links.url}#article`,
    headline: headline(article.titleAr),
    name: article.titleAr,
    ...(titleEn && titleEn !== article.titleAr ? { alternativeHeadline: titleEn } : {}),
    inLanguage: 'ar',
    datePublished: article.articleDate,
    url: links.shopUrl,
    mainEntityOfPage: links.url,
    ...(links.description ? { description: links.description } : {}),
    ...(links.image ? { image: links.image } : {}),
    author: { '@id': publisherId(links.publicUrl) },
    publisher: { '@id': publisherId(links.publicUrl) },
  } as const;
  const magazine = {
    '@type': 'Periodical',
    '@id': `${links.publicUrl}/#kashkoul`,
    name: shareTexts.ar.kashkoul,
    alternateName: shareTexts.en.kashkoul,
    url: links.listUrl,
    publisher: { '@id': publisherId(links.publicUrl) },
  } as const;
  const main: NewsArticle | Article =
    kind === 'news'
      ? { '@type': 'NewsArticle', ...common }
      : {
          '@type': 'Article',
          ...common,
          isPartOf:
            article.issueNumber === null
              ? magazine
              : {
                  '@type': 'PublicationIssue',
                  issueNumber: String(article.issueNumber),
                  name: localize('share', 'issue', { number: article.issueNumber }).ar,
                  isPartOf: magazine,
                },
        };
  const trail: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: shareTexts.ar.home, item: `${links.publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: shareTexts.ar[kind], item: links.listUrl },
      { '@type': 'ListItem', position: 3, name: article.titleAr, item: links.url },
    ],
  };
  return { '@context': 'https://schema.org', '@graph': [main, trail, publisher] };
}
