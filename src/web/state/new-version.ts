/*
 * After a new version of the shop is deployed, a tab opened before asks for page code (chunks) that
 * no longer exists. Such a failure reloads the page once, which brings the new version; if the code
 * still does not come, the error screen says so in the page's language. Another page that loads
 * clears the mark, so the next deploy may reload once again.
 */

const RELOADED = 'reloaded-for-new-version';

const chunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether `error` is page code that could not be fetched (a chunk of an older deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailure.test(error.message);
}

const stored = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Reloads the page unless this tab already did for a missing chunk; answers whether it does. */
export function reloadOnceForNewVersion(reload = () => window.location.reload()): boolean {
  const storage = stored();
  if (!storage || storage.getItem(RELOADED) !== null) return false;
  storage.setItem(RELOADED, window.location.hash);
  reload();
  return true;
}

/**
 * A page's code arrived: once on another page than the one reloaded for (whose frame may load while
 * its screen still cannot), a later missing chunk may reload the page again.
 */
export function pageCodeLoaded(): void {
  const storage = stored();
  const reloadedAt = storage?.getItem(RELOADED);
  if (reloadedAt !== null && reloadedAt !== undefined && reloadedAt !== window.location.hash)
    storage?.removeItem(RELOADED);
}
