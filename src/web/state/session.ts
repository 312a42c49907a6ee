import { z } from 'zod';
import { createPersistedStore, usePersisted } from './persisted.ts';

const clientSchema = z.object({
  id: z.number().int().min(0).catch(0),
  token: z.string().catch(''),
  name: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});
export type ClientSession = z.infer<typeof clientSchema>;

export const loggedOut: ClientSession = { id: 0, token: '' };

/** The client's session record, as the spec keeps it: logged out is id 0 and an empty token. */
export const sessionStore = createPersistedStore<ClientSession>(
  'client',
  loggedOut,
  (raw) => clientSchema.safeParse(raw).data,
);

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
