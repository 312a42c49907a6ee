import { isRecord, isWhole, stringOr } from './checks.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

export type ClientSession = { id: number; token: string; name?: string; email?: string };

/** A field of the wrong kind reads as its empty value (logged out), not as a broken session. */
function readSession(raw: unknown): ClientSession | undefined {
  if (!isRecord(raw)) return undefined;
  const session: ClientSession = { id: isWhole(raw.id, 0) ? raw.id : 0, token: stringOr(raw.token, '') };
  const name = stringOr(raw.name, undefined);
  const email = stringOr(raw.email, undefined);
  if (name !== undefined) session.name = name;
  if (email !== undefined) session.email = email;
  return session;
}

export const loggedOut: ClientSession = { id: 0, token: '' };

/** The client's session record, as the spec keeps it: logged out is id 0 and an empty token. */
export const sessionStore = createPersistedStore<ClientSession>('client', loggedOut, readSession);

export function isLoggedIn(session: ClientSession): boolean {
  return session.id > 0 && session.token !== '';
}

export const sessionActions = {
  /** Keeps the user object of a login or activation answer. */
  signIn(user: { id: number; token: string; name?: string; email?: string }) {
    sessionStore.set({ id: user.id, token: user.token, name: user.name, email: user.email });
  },
  update(fields: Partial<Pick<ClientSession, 'name' | 'email'>>) {
    sessionStore.set((session) => ({ ...session, ...fields }));
  },
  signOut() {
    sessionStore.set(loggedOut);
  },
};

export function useSession() {
  const client = usePersisted(sessionStore);
  return { client, loggedIn: isLoggedIn(client), ...sessionActions };
}
