import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkBookRow, BulkBooksBody } from '#shared/contract/staff-books-bulk.ts';
import { staffApi } from '../../console/api.ts';
import { refusal, staffFetch, toastRefusal } from '../../console/staff-fetch.ts';

/*
 * Many books at once: the preview (what each book would become) and the change itself, whose
 * refusal (422 `bulk_refused`) carries the report of every book and is read here as it is.
 */

export type BooksOutcome = { message: string; refused: boolean; rows: BulkBookRow[] };

export function usePreviewBooks() {
  return useMutation({
    mutationFn: async (body: BulkBooksBody): Promise<BooksOutcome> => {
      const answer = await staffApi('POST /staff/books/bulk/preview', { body });
      return { message: answer.message, refused: answer.data.refused > 0, rows: answer.data.rows };
    },
  });
}

export function useApplyBooks() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkBooksBody): Promise<BooksOutcome> => {
      const response = await staffFetch('/staff/books/bulk', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response
        .clone()
        .json()
        .catch(() => ({}))) as {
        code?: string;
        message: string;
        rows?: BulkBookRow[];
        data?: { rows: BulkBookRow[] };
      };
      if (response.ok && answer.data)
        return { message: answer.message, refused: false, rows: answer.data.rows };
      if (answer.code === 'bulk_refused' && answer.rows) {
        return { message: answer.message, refused: true, rows: answer.rows };
      }
      throw await refusal(response);
    },
    onError: toastRefusal,
    onSuccess: (outcome) => {
      if (outcome.refused) return;
      void queries.invalidateQueries({ queryKey: ['staff', 'books'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    },
  });
}
