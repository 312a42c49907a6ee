import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StaffMemberCreateBody,
  StaffMemberRow,
  StaffMemberUpdateBody,
  StaffMemberWrittenAnswer,
} from '#shared/contract/staff-members.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';
import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The staff members' calls (admins only), cached under ['staff', 'members', …]. */

export type MembersQuery = QueryOf<'/staff/members'>;

export const members = staffResource('/staff/members', { localized: true });
const membersKey = members.key;

/** The members as other screens list them (the activity log's filter). */
export const useMembers = (query: MembersQuery) => members.useList(query);

/** After a write: the member as the server now has them, every list asked again, and its message. */
function useWritten() {
  const queries = useQueryClient();
  return (answer: StaffMemberWrittenAnswer) => {
    queries.setQueryData<StaffMemberRow>([...membersKey, 'one', answer.data.id], answer.data);
    void queries.invalidateQueries({ queryKey: [...membersKey, 'list'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    toast.success(answer.message);
  };
}

export function useCreateMember() {
  const written = useWritten();
  return useMutation({
    mutationFn: (body: StaffMemberCreateBody) => staffApi('POST /staff/members', { body }),
    onSuccess: written,
  });
}

export function useUpdateMember(id: number) {
  const written = useWritten();
  return useMutation({
    mutationFn: (body: StaffMemberUpdateBody) => staffApi('PUT /staff/members/:id', { params: { id }, body }),
    onSuccess: written,
  });
}

/** Deactivates (false) or reactivates (true) the member. */
export function useSetActive(id: number) {
  const written = useWritten();
  return useMutation({
    mutationFn: (active: boolean) =>
      staffApi(active ? 'POST /staff/members/:id/reactivate' : 'POST /staff/members/:id/deactivate', {
        params: { id },
      }),
    onSuccess: written,
  });
}

/** Turns off the member's two-step sign-in and ends their sessions. */
export function useResetTwoFactor(id: number) {
  const written = useWritten();
  return useMutation({
    mutationFn: () => staffApi('POST /staff/members/:id/two-factor/reset', { params: { id } }),
    onSuccess: written,
  });
}

export function useSetPassword(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      staffApi('POST /staff/members/:id/password', { params: { id }, body: { password } }),
    onSuccess: ({ message }) => {
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(message);
    },
  });
}
