/** Output file (without .js) → source, relative to the project. */
export const entryPoints: Record<string, string>;
/** Builds the server into `outdir` (default dist/server; inside the project); answers its absolute path. */
export function buildServer(outdir?: string): Promise<string>;
