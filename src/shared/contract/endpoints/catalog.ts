import {
  bookAnswerSchema,
  bookCategoriesAnswerSchema,
  bookParamsSchema,
  bookSeriesAnswerSchema,
  booksAnswerSchema,
  booksQuerySchema,
  seriesAnswerSchema,
  writerAnswerSchema,
  writerSeriesAnswerSchema,
  writersAnswerSchema,
  writersQuerySchema,
} from '../catalog.ts';
import {
  waitlistAnswerSchema,
  waitlistBodySchema,
  waitlistParamsSchema,
  waitlistTokenQuerySchema,
} from '../preorders.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The catalogue's public routes: books, categories, writers, a book's sample and its waiting list
 * (server/modules/catalog).
 */
export const catalogEndpoints = {
  'GET /books': { query: booksQuerySchema, response: booksAnswerSchema },
  'GET /books/:id': { params: bookParamsSchema, response: bookAnswerSchema },
  'GET /book-categories': { response: bookCategoriesAnswerSchema },
  'GET /writers': { query: writersQuerySchema, response: writersAnswerSchema },
  'GET /writers/:id': { params: bookParamsSchema, response: writerAnswerSchema },
  'GET /writers/:id/series': { params: bookParamsSchema, response: writerSeriesAnswerSchema },
  // series of books read in order (issue 39)
  'GET /series/:id': { params: bookParamsSchema, response: seriesAnswerSchema },
  'GET /books/:id/series': { params: bookParamsSchema, response: bookSeriesAnswerSchema },
  // 'tell me when it's out' (decision 056)
  'POST /books/:id/waitlist': {
    statuses: [200, 201],
    params: waitlistParamsSchema,
    body: waitlistBodySchema,
    response: waitlistAnswerSchema,
  },
  'GET /books/waitlist/confirm': { query: waitlistTokenQuerySchema, redirect: true },
  // a look inside every book (decision 060)
  'GET /books/:id/sample': { params: bookParamsSchema, file: 'application/pdf' },
} as const satisfies Record<string, EndpointEntry>;
