/** Every breach of the walls under root, one line each (scripts/walls.mjs). */
export function checkWalls(root: string): Promise<string[]>;
