/** Every import of `root`/src that breaks a wall, as `file:line imports what: why`. */
export function checkWalls(root: string): string[];
/** Why the file `from` may not import `to` (both repository-relative), or null when it may. */
export function breach(from: string, to: string): string | null;
