import { ownedStore } from '#web/state/owned.ts';
import { isLoggedIn, sessionStore } from '#web/state/session.ts';
import { deleteEverything, keepOnlyCopiesOf } from './offline-store.ts';
import { sendUnsentPlaces } from './places.ts';

/** The account and its owned books as the app saw them, when it asked for this file's code. */
type ReaderCopiesStart = { client: number; owned: readonly number[] };

/*
 * The device's reader copies follow the account: signing out (or another account signing in)
 * deletes every copy and kept place, and a book no longer in the owned list (a refund) loses its copy.
 * Places read offline leave for the server once the device is back online. A change made between
 * `since` and the call is acted on at once.
 */
export function startReaderCopies(
  since: ReaderCopiesStart = { client: sessionStore.get().id, owned: ownedStore.get() },
): () => void {
  let client = since.client;
  const onSession = () => {
    const now = sessionStore.get();
    const id = isLoggedIn(now) ? now.id : 0;
    if (id !== client) void deleteEverything().catch(() => undefined);
    client = id;
  };
  let owned = since.owned;
  const onOwned = () => {
    const now = ownedStore.get();
    const session = sessionStore.get();
    if (now !== owned && isLoggedIn(session) && owned.some((id) => !now.includes(id)))
      void keepOnlyCopiesOf(session.id, now).catch(() => undefined);
    owned = now;
  };
  const onOnline = () => {
    const session = sessionStore.get();
    if (isLoggedIn(session)) void sendUnsentPlaces(session.id);
  };
  const stops = [sessionStore.subscribe(onSession), ownedStore.subscribe(onOwned)];
  window.addEventListener('online', onOnline);
  if (sessionStore.get().id !== since.client) onSession();
  if (ownedStore.get() !== since.owned) onOwned();
  onOnline();
  return () => {
    for (const stop of stops) stop();
    window.removeEventListener('online', onOnline);
  };
}
