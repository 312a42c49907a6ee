import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { NotifySummary, StaffLoginBody } from '#shared/contract/staff.ts';
import { api } from '#web/api/client.ts';
import { paged } from '#web/api/paged.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffSignedOut, staffStore, useStaffSession } from '#web/state/staff.ts';
import { staffApi } from './console/api.ts';

/* Sign-in, sign-out and the books list of the console. */

/** Signs in and keeps the session under the `staff` key. */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: StaffLoginBody) => api('POST /staff/login', { body, bearer: '' }),
    // Here, not in the form's callbacks: storing the session replaces the form with the console.
    onSuccess: ({ data, message }) => {
      toast.success(message);
      staffStore.set({ token: data.token, id: data.id, name: data.name, email: data.email, role: data.role });
    },
  });
}

/** Revokes the token on the server, then forgets it here whatever the server said. */
export function useStaffLogout() {
  return useMutation({
    mutationFn: () => staffApi('POST /staff/logout', { quiet: true }),
    onSettled: () => staffStore.set(staffSignedOut),
  });
}

export function useStaffBooks(page: number) {
  const { staff } = useStaffSession();
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['staff', 'books', staff.token, page, language],
    queryFn: async ({ signal }) => paged(await staffApi('GET /staff/books', { query: { page }, signal })),
    placeholderData: keepPreviousData,
    // A book added a moment ago must show up at once.
    staleTime: 0,
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
