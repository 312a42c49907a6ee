import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';

/*
 * The series' own calls, loaded with the pages that show series (the series' page, a book's page, a
 * writer's page), not with the shop's first script.
 */

/** One series (GET /series/{id}): its names, its shown books in reading order, its size and writers. */
export function useSeries(id: number | undefined) {
  return useQuery({
    queryKey: ['series', id],
    queryFn:
      id === undefined ? skipToken : ({ signal }) => api('GET /series/:id', { params: { id }, signal }),
    select: (answer) => answer.data,
  });
}

/**
 * The series a book belongs to and its number there (GET /books/{id}/series); null outside any series.
 * Quiet: the book's page shows nothing of a series it could not learn.
 */
export function useBookSeries(bookId: number) {
  return useQuery({
    queryKey: ['book-series', bookId],
    queryFn: ({ signal }) => api('GET /books/:id/series', { params: { id: bookId }, signal, quiet: true }),
    select: (answer) => answer.data,
  });
}

/** The series the writer's books belong to (GET /writers/{id}/series); quiet, as the book's series. */
export function useWriterSeries(writerId: number) {
  return useQuery({
    queryKey: ['writer-series', writerId],
    queryFn: ({ signal }) =>
      api('GET /writers/:id/series', { params: { id: writerId }, signal, quiet: true }),
    select: (answer) => answer.data,
  });
}
