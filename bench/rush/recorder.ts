import type { Answer } from './http.ts';

/*
 * What the buyers saw: each step's times and answers, and what they bought, counted as the shop
 * answered it (compared with the database afterwards by checks.ts).
 */

export const STEPS = ['quote', 'order', 'checkout', 'webhook', 'return'] as const;
export type Step = (typeof STEPS)[number];

/** Refusals a sale day must give: a book sold out, a coupon whose uses are all taken. */
const EXPECTED_REFUSALS = new Set(['409 out_of_stock', '422 coupon_used_up']);

export type Kind = 'printed-cod' | 'printed-card' | 'digital-card';

export function createRecorder() {
  const times = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
  const answers = Object.fromEntries(STEPS.map((step) => [step, {}])) as Record<Step, Record<string, number>>;
  const samples: string[] = [];
  const placed: Record<Kind, number> = { 'printed-cod': 0, 'printed-card': 0, 'digital-card': 0 };
  const soldCopies = new Map<number, number>();
  const counts = { couponOrders: 0, couponTries: 0, paid: 0, starvedBuyers: 0 };

  /** Counts the answer of `step`; true when it is a success. */
  function answered(step: Step, answer: Answer): boolean {
    times[step].push(answer.ms);
    const code = typeof answer.json.code === 'string' ? ` ${answer.json.code}` : '';
    const key = answer.status >= 400 ? `${answer.status}${code}` : String(answer.status);
    answers[step][key] = (answers[step][key] ?? 0) + 1;
    const expected = answer.status < 400 || EXPECTED_REFUSALS.has(key);
    if (!expected && samples.length < 10) {
      const fields = answer.json.errors ? ` ${JSON.stringify(answer.json.errors)}` : '';
      samples.push(`${step}: ${key} ${String(answer.json.message ?? '')}${fields}`.slice(0, 300));
    }
    return answer.status >= 200 && answer.status < 300;
  }

  function placedOrder(kind: Kind, lines: { book_id: number; quantity: number }[], coupon: boolean) {
    placed[kind] += 1;
    if (coupon) counts.couponOrders += 1;
    if (kind === 'digital-card') return;
    for (const line of lines)
      soldCopies.set(line.book_id, (soldCopies.get(line.book_id) ?? 0) + line.quantity);
  }

  return { times, answers, samples, placed, soldCopies, counts, answered, placedOrder };
}

export type Recorder = ReturnType<typeof createRecorder>;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Answers of every step added up by kind: 2xx, expected refusals, other 4xx by code, 503, other 5xx, none. */
export function tally(recorder: Recorder) {
  const all: Record<string, number> = {};
  for (const step of STEPS) {
    for (const [key, n] of Object.entries(recorder.answers[step])) all[key] = (all[key] ?? 0) + n;
  }
  const sum = (pick: (key: string, status: number) => boolean) =>
    Object.entries(all).reduce((total, [key, n]) => total + (pick(key, Number.parseInt(key, 10)) ? n : 0), 0);
  const refusals = Object.fromEntries(Object.entries(all).filter(([key]) => /^4/.test(key)));
  return {
    ok: sum((_, status) => status >= 200 && status < 400),
    expectedRefusals: sum((key) => EXPECTED_REFUSALS.has(key)),
    unexpected4xx: sum((key, status) => status >= 400 && status < 500 && !EXPECTED_REFUSALS.has(key)),
    refusals,
    s503: sum((_, status) => status === 503),
    s5xx: sum((_, status) => status >= 500),
    noAnswer: sum((_, status) => status === 0),
  };
}

/** p50 and p99 of each step, in ms. */
export function latencies(recorder: Recorder) {
  return Object.fromEntries(
    STEPS.map((step) => {
      const sorted = [...recorder.times[step]].sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms);
      return [
        step,
        { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) },
      ];
    }),
  ) as Record<Step, { n: number; p50: number; p99: number }>;
}
