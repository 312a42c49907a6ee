import { positiveId } from '#shared/ids.ts';
import { defaultLanguage, isLang, type Lang } from '#shared/lang.ts';
import { shopOrigin } from '#web/api/origin.ts';
import { preloadGet } from '#web/api/preloaded.ts';
import { coverOf } from '#web/components/book.ts';
import {
  CARD_SIZES,
  DETAILS_COVER_SIZES,
  type ImageVariant,
  mediaUrl,
  pictureSrcSet,
  WRITER_PHOTO_SIZES,
} from '#web/components/picture.ts';

/*
 * The opened page's data and main picture, asked for by the app's first script while the app's code
 * is still on its way: the library's first page of books, the book page's book and payment types, and
 * the writer's page with the first page of their books, with the cover or photo the page shows first. The API client takes these answers (api/preloaded.ts) instead of asking again.
 * Part of the first script: nothing here may bring in React or the app.
 */

type Cover = {
  files: {
    image: { file_name: string }[];
    columns: { image: { file_name: string }[] };
    image_variants?: ImageVariant[];
  };
};

/** A value the shop keeps in localStorage, as its persisted stores write it (JSON, or a bare word). */
function stored(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  } catch {
    return undefined;
  }
}

/**
 * The headers the API client sends with a GET: the reader's language and, when logged in, the
 * session. Should they differ from the client's after all, the client does not use the answer.
 */
export function requestHeaders(): Record<string, string> {
  const language = stored('language');
  const lang: Lang = isLang(language) ? language : defaultLanguage;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    'Accept-Language': lang,
  };
  const session = stored('client') as { id?: unknown; token?: unknown } | undefined;
  if (
    typeof session?.id === 'number' &&
    session.id > 0 &&
    typeof session.token === 'string' &&
    session.token !== ''
  ) {
    headers.Authorization = `Bearer ${session.token}`;
  }
  return headers;
}

/** Fetches a cover now, at the width the page will draw it, so the page's <img> finds it here. */
export function preloadCover(book: Cover | undefined, sizes: string) {
  preloadPicture(book && coverOf(book), sizes, book?.files.image_variants);
}

/** Fetches a picture under /media now, at the width the page will draw it. */
function preloadPicture(fileName: string | null | undefined, sizes: string, variants?: ImageVariant[]) {
  if (!fileName) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = mediaUrl(fileName);
  const srcSet = pictureSrcSet(fileName, variants);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The first book of a list answer, or the book of a single one. */
type ListAnswer = { data?: Cover[] };
type BookAnswer = { data?: Cover };

function preloadJson<T>(path: string, then?: (answer: T) => void) {
  const body = preloadGet(`${shopOrigin}/api${path}`, requestHeaders());
  if (then) void body.then((answer) => answer && then(answer as T));
}

/**
 * Starts the requests of the page at a hash address (`#/books`, `#/book-details/3`) as the page
 * itself would make them; other pages, or the library with filters in its address, start nothing.
 * Answers whether it started them (the page's main picture among them).
 */
export function preloadPage(hash: string): boolean {
  const [path, search] = hash.replace(/^#/, '').split('?');
  const segments = path.toLowerCase().split('/').filter(Boolean);
  if (segments.length === 1 && segments[0] === 'books' && !search) {
    preloadJson<ListAnswer>('/books?page=1', (answer) => preloadCover(answer.data?.[0], CARD_SIZES));
    preloadJson('/book-categories');
    return true;
  }
  if (segments.length === 2 && segments[0] === 'book-details') {
    const id = positiveId(path.split('/').filter(Boolean)[1]);
    if (id !== undefined) {
      preloadJson<BookAnswer>(`/books/${id}`, (answer) => preloadCover(answer.data, DETAILS_COVER_SIZES));
      // The purchase panel asks which payments the shop takes (PDFs need a card).
      preloadJson('/payment-types');
      return true;
    }
  }
  if (segments.length === 2 && segments[0] === 'writers') {
    const id = positiveId(segments[1]);
    if (id !== undefined) {
      preloadJson<{ data?: { photo: string | null } }>(`/writers/${id}`, (answer) =>
        preloadPicture(answer.data?.photo, WRITER_PHOTO_SIZES),
      );
      preloadJson(`/books?writer_id=${id}&page=1`);
      return true;
    }
  }
  return false;
}
