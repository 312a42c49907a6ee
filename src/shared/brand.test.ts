import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NAME } from './brand.ts';

describe("the shop's name", () => {
  it('is the one the web shows, in both languages', () => {
    for (const lang of ['ar', 'en'] as const) {
      const common = JSON.parse(readFileSync(`src/web/i18n/${lang}/common.json`, 'utf8'));
      expect(common.brand.name).toBe(SHOP_NAME[lang]);
    }
  });
});
