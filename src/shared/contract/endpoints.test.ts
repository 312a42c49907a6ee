import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';

/*
 * The map is joined from one part per server module (endpoints/*.ts). A key written in two parts
 * would be lost silently by the join (the later part's entry wins), and a part left out of the join
 * would leave its routes unregistered: every key is written in exactly one part, and the map holds
 * the keys of all parts and nothing else. The parts are read as text, each entry a line
 * `  'METHOD /path': …` as the formatter writes it.
 */

const folder = new URL('./endpoints/', import.meta.url);
const written = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && name !== 'entry.ts')
  .flatMap((name) =>
    [...readFileSync(new URL(name, folder), 'utf8').matchAll(/^ {2}'([A-Z]+ \/[^']*)':/gm)].map(
      ([, key]) => ({ key: key as string, name }),
    ),
  );

describe('the endpoint map in parts', () => {
  it('writes every key in one part only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { key, name } of written) {
      const first = seen.get(key);
      if (first) twice.push(`${key}: ${first} and ${name}`);
      seen.set(key, name);
    }
    expect(twice).toEqual([]);
  });

  it('joins every part and nothing else', () => {
    expect(Object.keys(endpoints).sort()).toEqual(written.map(({ key }) => key).sort());
  });
});
