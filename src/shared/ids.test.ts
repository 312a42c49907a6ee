import { expect, it } from 'vitest';
import { MAX_ID, positiveId } from './ids.ts';

it('reads a positive id that fits the database, and nothing else', () => {
  expect(positiveId('1')).toBe(1);
  expect(positiveId('007')).toBe(7);
  expect(positiveId(String(MAX_ID))).toBe(MAX_ID);
  for (const value of [
    undefined,
    null,
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    ' 1',
    'abc',
    String(MAX_ID + 1),
    '99999999999',
  ]) {
    expect(positiveId(value), String(value)).toBeUndefined();
  }
});
