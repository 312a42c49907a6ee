/** Output file (without .js) → source, relative to the project. */
export const entryPoints: Record<string, string>;
/** How the server's code is bundled (esbuild's options besides its entry points and output folder). */
export const bundling: import('esbuild').BuildOptions;
/** Builds the server into `outdir` (default dist/server; inside the project); answers its absolute path. */
export function buildServer(outdir?: string): Promise<string>;
