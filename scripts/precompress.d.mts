/** Writes `.br` and `.gz` next to every compressible file of `root` over 1 KB; answers what it wrote. */
export function precompress(root: string): { file: string; raw: number; br: number; gz: number }[];
