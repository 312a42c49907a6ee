import { STAFF_ROLES, type StaffRole } from '#shared/contract/staff.ts';
import { isRecord, isWhole, stringOr } from './checks.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

export type StaffSession = { token: string; id: number; name: string; email: string; role?: StaffRole };

/** A field of the wrong kind reads as its empty value; an unknown role as none. */
function readStaff(raw: unknown): StaffSession | undefined {
  if (!isRecord(raw)) return undefined;
  const staff: StaffSession = {
    token: stringOr(raw.token, ''),
    id: isWhole(raw.id, 0) ? raw.id : 0,
    name: stringOr(raw.name, ''),
    email: stringOr(raw.email, ''),
  };
  const role = STAFF_ROLES.find((known) => known === raw.role);
  if (role) staff.role = role;
  return staff;
}

export const staffSignedOut: StaffSession = { token: '', id: 0, name: '', email: '' };

/**
 * The staff console's session, under its own key: a reader signed in to the shop in the same browser
 * keeps their session, and neither token is ever sent in place of the other.
 */
export const staffStore = createPersistedStore<StaffSession>('staff', staffSignedOut, readStaff);

export function useStaffSession() {
  const staff = usePersisted(staffStore);
  return { staff, signedIn: staff.token !== '' };
}
