import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import type { NotifySummary } from '#shared/contract/staff.ts';
import type {
  StaffBook,
  StaffBookCreateBody,
  StaffBookUpdateBody,
  StockChangeBody,
} from '#shared/contract/staff-books.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../../console/api.ts';
import { type Choice, useCategoryChoices, useWriterChoices } from '../../console/choices.ts';

/* The books' calls of the console, cached under ['staff', 'books', …]. */

export type BooksQuery = NonNullable<RequestOf<'GET /staff/books'>['query']>;

const booksKey = ['staff', 'books'] as const;
const bookKey = (id: number) => [...booksKey, 'one', id] as const;

export function useStaffBooks(query: BooksQuery) {
  const { language } = useLanguage();
  // The language sorts titles: an English console sorts by the English title.
  return useStaffList([...booksKey, 'list', query, language], (signal) =>
    staffApi('GET /staff/books', { query, signal }),
  );
}

export function useStaffBook(id: number | undefined) {
  return useQuery({
    queryKey: bookKey(id ?? 0),
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/books/:id', { params: { id: id! }, signal })).data,
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/** After a write: the book as the server now has it, the lists and the activity asked again, its message. */
function useSaved() {
  const queries = useQueryClient();
  return ({ data, message }: { data: StaffBook; message: string }) => {
    queries.setQueryData<StaffBook>(bookKey(data.id), data);
    void queries.invalidateQueries({ queryKey: [...booksKey, 'list'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
    toast.success(message);
  };
}

export function useCreateBook() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: StaffBookCreateBody) => staffApi('POST /staff/books', { body }),
    onSuccess: saved,
  });
}

export function useUpdateBook(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: StaffBookUpdateBody) => staffApi('PUT /staff/books/:id', { params: { id }, body }),
    onSuccess: saved,
  });
}

/** Hides the book from the shop (true) or shows it again (false). */
export function useSetHidden(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      staffApi(hidden ? 'POST /staff/books/:id/hide' : 'POST /staff/books/:id/show', { params: { id } }),
    onSuccess: saved,
  });
}

export function useDeleteBook(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => staffApi('DELETE /staff/books/:id', { params: { id } }),
    onSuccess: ({ message }) => {
      queries.removeQueries({ queryKey: bookKey(id) });
      void queries.invalidateQueries({ queryKey: [...booksKey, 'list'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
      toast.success(message);
    },
  });
}

export function useStockChanges(id: number, page: number) {
  return useStaffList([...bookKey(id), 'stock', page], (signal) =>
    staffApi('GET /staff/books/:id/stock-changes', { params: { id }, query: { page }, signal }),
  );
}

export function useChangeStock(id: number) {
  const queries = useQueryClient();
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: StockChangeBody) => staffApi('POST /staff/books/:id/stock', { params: { id }, body }),
    onSuccess: ({ data, message }) => {
      void queries.invalidateQueries({ queryKey: [...bookKey(id), 'stock'] });
      saved({ data: data.book, message });
    },
  });
}

/** 'Notify subscribers of this new book': one mutation per button, so each shows its own pending state. */
export function useNotifyBook(bookId: number, onSent: (summary: NotifySummary) => void) {
  return useMutation({
    mutationFn: () => staffApi('POST /staff/books/:id/notify', { params: { id: bookId } }),
    // A mutation's own callback: the counts are told even if the list moved on meanwhile.
    onSuccess: ({ data }) => onSent(data),
  });
}

export type { Choice } from '../../console/choices.ts';

/**
 * Every writer, category, cover type and series a book may name, for the form's selects and the list's
 * filters: the shop's own lists of writers and categories (all of them), and the console's cover types
 * and series.
 */
export function useBookChoices() {
  const writers = useWriterChoices();
  const categories = useCategoryChoices();
  const coverTypes = useQuery({
    queryKey: ['staff', 'choices', 'cover-types'],
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await staffApi('GET /staff/cover-types', { query: { per_page: 50, sort: 'name' }, signal })).data.map(
        (c) => ({ id: c.id, ar: c.name_ar, en: c.name_en }),
      ),
  });
  const series = useQuery({
    queryKey: ['staff', 'choices', 'series'],
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await staffApi('GET /staff/series', { query: { per_page: 50, sort: 'name' }, signal })).data.map(
        (s) => ({
          id: s.id,
          ar: s.name_ar,
          en: s.name_en,
        }),
      ),
  });
  return {
    writers: writers.data,
    categories: categories.data,
    coverTypes: coverTypes.data,
    series: series.data,
  };
}
