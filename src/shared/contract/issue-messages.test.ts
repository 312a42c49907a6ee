import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueText } from './issue-messages.ts';

/* Every kind of issue zod raises, from real schemas and inputs, said in Arabic and in English. */

const cases: [string, z.ZodType, unknown][] = [
  ['a string given a number', z.object({ a: z.string() }), { a: 1 }],
  ['a number given text', z.object({ a: z.number() }), { a: 'x' }],
  ['a whole number given a fraction', z.object({ a: z.int() }), { a: 1.5 }],
  ['a boolean given text', z.object({ a: z.boolean() }), { a: 'yes' }],
  ['a list given text', z.object({ a: z.array(z.string()) }), { a: 'x' }],
  ['an object given a number', z.object({ a: z.object({ b: z.string() }) }), { a: 1 }],
  ['a date given text', z.object({ a: z.date() }), { a: 'x' }],
  ['a big integer given text', z.object({ a: z.bigint() }), { a: 'x' }],
  ['a number under its minimum', z.object({ a: z.number().min(0) }), { a: -1 }],
  ['a number not above zero', z.object({ a: z.number().positive() }), { a: 0 }],
  ['a number over its maximum', z.object({ a: z.number().max(50) }), { a: 51 }],
  ['a number not under its bound', z.object({ a: z.number().lt(5) }), { a: 5 }],
  ['a string too short', z.object({ a: z.string().min(3) }), { a: 'x' }],
  ['a string too long', z.object({ a: z.string().max(5) }), { a: 'abcdefg' }],
  ['a string of the wrong length', z.object({ a: z.string().length(4) }), { a: 'abc' }],
  ['an empty required string', z.object({ a: z.string().min(1) }), { a: '' }],
  ['a list too short', z.object({ a: z.array(z.number()).min(2) }), { a: [1] }],
  ['a list too long', z.object({ a: z.array(z.number()).max(1) }), { a: [1, 2] }],
  ['a date too early', z.object({ a: z.date().min(new Date('2026-01-01')) }), { a: new Date('2025-01-01') }],
  ['a date too late', z.object({ a: z.date().max(new Date('2026-01-01')) }), { a: new Date('2027-01-01') }],
  ['an e-mail', z.object({ a: z.email() }), { a: 'nope' }],
  ['a link', z.object({ a: z.url() }), { a: 'nope' }],
  ['a uuid', z.object({ a: z.uuid() }), { a: 'nope' }],
  ['a date and time', z.object({ a: z.iso.datetime() }), { a: 'nope' }],
  ['a calendar day', z.object({ a: z.iso.date() }), { a: 'nope' }],
  ['a pattern', z.object({ a: z.string().regex(/^[a-z]+$/) }), { a: '12' }],
  ['a prefix', z.object({ a: z.string().startsWith('x') }), { a: 'y' }],
  ['a multiple', z.object({ a: z.number().multipleOf(0.01) }), { a: 1.001 }],
  ['unknown keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }],
  ['a union', z.object({ a: z.union([z.string(), z.number()]) }), { a: true }],
  ['an enum', z.object({ a: z.enum(['pdf', 'print']) }), { a: 'disk' }],
  ['a literal', z.object({ a: z.literal('yes') }), { a: 'no' }],
  ['a record key', z.object({ a: z.record(z.enum(['x']), z.number()) }), { a: { y: 1 } }],
  ['a map element', z.object({ a: z.map(z.string(), z.number()) }), { a: new Map([['x', 'y']]) }],
  ['a refinement', z.object({ a: z.string().refine((v) => v === 'ok') }), { a: 'no' }],
  ['a missing field', z.object({ a: z.string() }), {}],
];

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('The input was expected to be refused');
  return result.error.issues;
}

describe('validation messages', () => {
  it.each(cases)('say %s in Arabic without a Latin letter', (_, schema, input) => {
    for (const issue of issuesOf(schema, input)) {
      const text = issueText(issue as never, 'ar');
      expect(text).toMatch(/[\u0600-\u06ff]/);
      expect(text).not.toMatch(/[A-Za-z]/);
      expect(text).not.toMatch(/[<>=]/);
    }
  });

  it.each(cases)('say %s in English words', (_, schema, input) => {
    for (const issue of issuesOf(schema, input)) {
      const text = issueText(issue as never, 'en');
      expect(text).toMatch(/^[A-Z]/);
      expect(text).not.toMatch(/[\u0600-\u06ff]|[<>=]|expected|received|undefined/);
    }
  });

  it('say the bound of a number and of a text, and a named message by its name', () => {
    const [min] = issuesOf(z.object({ a: z.number().min(0) }), { a: -1 });
    expect(issueText(min as never, 'ar')).toBe('يجب ألا تقل القيمة عن 0');
    expect(issueText(min as never, 'en')).toBe('This must be at least 0');
    const [long] = issuesOf(z.object({ a: z.string().max(5000) }), { a: 'x'.repeat(5001) });
    expect(issueText(long as never, 'ar')).toBe('يجب ألا يزيد عدد الأحرف على 5,000');
    expect(issueText(long as never, 'en')).toBe('The number of characters must be at most 5,000');
    const [named] = issuesOf(z.object({ a: z.string({ error: 'required' }) }), {});
    expect(issueText(named as never, 'ar')).toBe('هذا الحقل مطلوب');
  });
});
