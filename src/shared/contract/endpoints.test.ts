import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type EndpointEntry, endpoints } from './endpoints.ts';

/*
 * The map is joined from one part per server module (endpoints/*.ts). A key written in two parts
 * would be lost silently by the join (the later part's entry wins), and a part left out of the join
 * would leave its routes unregistered: every key is written in exactly one part, and the map holds
 * the parts' very entries and nothing else.
 */

const partFiles = readdirSync(new URL('./endpoints/', import.meta.url)).filter(
  (name) => name.endsWith('.ts') && name !== 'entry.ts' && !name.endsWith('.test.ts'),
);

const parts = await Promise.all(
  partFiles.map(async (name) => {
    const module: Record<string, Record<string, EndpointEntry>> = await import(`./endpoints/${name}`);
    return { name, entries: Object.values(module).flatMap((part) => Object.entries(part)) };
  }),
);

describe('the endpoint map in parts', () => {
  it('writes every key in one part only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { name, entries } of parts) {
      for (const [key] of entries) {
        const first = seen.get(key);
        if (first) twice.push(`${key}: ${first} and ${name}`);
        seen.set(key, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it('joins every part, entry for entry, and nothing else', () => {
    const written = parts.flatMap(({ entries }) => entries);
    expect(Object.keys(endpoints).sort()).toEqual(written.map(([key]) => key).sort());
    const map: Record<string, EndpointEntry> = endpoints;
    for (const [key, entry] of written) expect(map[key], key).toBe(entry);
  });
});
