import { kashkoul, linkTypes, news } from './data/index.ts';

/** Storage keys of the seeded files, shared by the rows (which point at them) and the media generator. */
export const coverKey = (isbn: string) => `covers/${isbn}.png`;
export const bookPdfKey = (isbn: string) => `books/${isbn}.pdf`;
export const contentImageKey = (folder: ContentFolder, id: number) => `${folder}/${id}.png`;
export const contentPdfKey = (folder: ContentFolder, id: number) => `${folder}/${id}.pdf`;
export const linkImageKey = (id: number) => `links/${id}.png`;

export type ContentFolder = 'akhbars' | 'articles';

/** News and Kashkoul issues with their fixed ids (newest first) and issue numbers. */
export const contentSets = [
  { folder: 'akhbars' as const, label: 'أخبار الدار', items: news, firstIssue: 140, palette: 0 },
  { folder: 'articles' as const, label: 'الكشكول', items: kashkoul, firstIssue: 36, palette: 4 },
].map((set) => ({
  ...set,
  items: set.items.map((item, i) => ({ ...item, id: i + 1, issueNumber: set.firstIssue - i })),
}));

/** Footer links flattened with fixed ids, numbered in the order of their types. */
export const linkRows = linkTypes.flatMap((type, t) =>
  type.links.map((link, i) => ({
    ...link,
    linkTypeId: type.id,
    typeTitleAr: type.titleAr,
    id: linkTypes.slice(0, t).reduce((n, previous) => n + previous.links.length, 0) + i + 1,
  })),
);

export const palettes = [
  { color: '#1f4e5f', accent: '#f2c572' },
  { color: '#6b2737', accent: '#f5d7a1' },
  { color: '#2f5d3a', accent: '#e4f2c4' },
  { color: '#3f3d6b', accent: '#d6d2ff' },
  { color: '#7a4b1e', accent: '#ffe3b3' },
  { color: '#23434f', accent: '#bfe6ef' },
];
