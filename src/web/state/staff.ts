import { z } from 'zod';
import { STAFF_ROLES } from '#shared/contract/staff.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

const staffSchema = z.object({
  token: z.string().catch(''),
  id: z.number().int().min(0).catch(0),
  name: z.string().catch(''),
  email: z.string().catch(''),
  role: z.enum(STAFF_ROLES).optional().catch(undefined),
});
export type StaffSession = z.infer<typeof staffSchema>;

export const staffSignedOut: StaffSession = { token: '', id: 0, name: '', email: '' };

/**
 * The staff console's session, under its own key: a reader signed in to the shop in the same browser
 * keeps their session, and neither token is ever sent in place of the other.
 */
export const staffStore = createPersistedStore<StaffSession>(
  'staff',
  staffSignedOut,
  (raw) => staffSchema.safeParse(raw).data,
);

export function useStaffSession() {
  const staff = usePersisted(staffStore);
  return { staff, signedIn: staff.token !== '' };
}
