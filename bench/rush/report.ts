import type { Check } from './checks.ts';
import { latencies, type Recorder, STEPS, tally } from './recorder.ts';

/* One configuration's figures, the goals they are held to, and the tables printed at the end. */

/** The goals: no 5xx nor 503 on a healthy database; p99 at most 1 s with 50 buyers. */
export const GOALS = { p99Ms: 1000, p99AtBuyers: 50 };

export type Run = {
  processes: number;
  /** Connections of each process's pool (`DB_POOL_SIZE`). */
  poolSize: number;
  buyers: number;
  accounts: number;
  seconds: number;
  loadAverage: { start: number[]; end: number[] };
  codOffered: boolean;
  /** What the processes logged that went wrong, each once with how often it came. */
  serverProblems: string[];
};

export function result(run: Run, recorder: Recorder, checks: Check[]) {
  const answers = tally(recorder);
  const steps = latencies(recorder);
  const placed = Object.values(recorder.placed).reduce((sum, n) => sum + n, 0);
  const per = (n: number) => Math.round((n / run.seconds) * 10) / 10;
  const worstP99 = Math.max(...STEPS.map((step) => steps[step].p99));
  const goals = [
    { name: 'no 5xx, no 503, every call answered', ok: answers.s5xx === 0 && answers.noAnswer === 0 },
    { name: 'every refusal expected (sold out, coupon used up)', ok: answers.unexpected4xx === 0 },
    ...(run.buyers === GOALS.p99AtBuyers
      ? [{ name: `p99 of every step ≤ ${GOALS.p99Ms} ms`, ok: worstP99 <= GOALS.p99Ms }]
      : []),
    { name: 'every buyer found an account to order with', ok: recorder.counts.starvedBuyers === 0 },
    ...checks.map((check) => ({ name: check.name, ok: check.ok })),
  ];
  return {
    ...run,
    seconds: Math.round(run.seconds * 10) / 10,
    ordersPerSecond: per(placed),
    paidPerSecond: per(recorder.counts.paid),
    placed: { ...recorder.placed, total: placed },
    paid: recorder.counts.paid,
    coupon: { tries: recorder.counts.couponTries, orders: recorder.counts.couponOrders },
    steps,
    answers,
    answersByStep: recorder.answers,
    unexpectedSamples: recorder.samples,
    checks,
    goals,
    ok: goals.every((goal) => goal.ok),
  };
}

export type Result = ReturnType<typeof result>;

const name = (r: Result) => `${r.buyers} buyers × ${r.processes} process${r.processes > 1 ? 'es' : ''}`;

export function printResults(results: Result[]) {
  console.log('\nSale-day rush: quote → order → pay (PDFs by card on the Stripe stand-in)\n');
  console.table(
    results.map((r) => ({
      configuration: name(r),
      'orders/s': r.ordersPerSecond,
      'paid/s': r.paidPerSecond,
      ...Object.fromEntries(
        STEPS.map((step) => [`${step} p50/p99 ms`, `${r.steps[step].p50}/${r.steps[step].p99}`]),
      ),
      '2xx': r.answers.ok,
      '4xx expected': r.answers.expectedRefusals,
      '4xx other': r.answers.unexpected4xx,
      '503s': r.answers.s503,
      '5xx': r.answers.s5xx,
      'no answer': r.answers.noAnswer,
    })),
  );
  for (const r of results) {
    console.log(
      `\n${name(r)}: ${r.seconds} s, ${r.accounts} accounts, ${r.poolSize} database connections a process, load average ${r.loadAverage.start.join(' ')} → ${r.loadAverage.end.join(' ')}`,
    );
    const { placed } = r;
    console.log(
      `  orders: ${placed.total} (printed COD ${placed['printed-cod']}, printed card ${placed['printed-card']}, PDF ${placed['digital-card']}), paid ${r.paid}; coupon ${r.coupon.orders} orders of ${r.coupon.tries} tries` +
        (r.codOffered ? '' : '; COD: not offered by the shop yet'),
    );
    console.log(`  4xx by code: ${JSON.stringify(r.answers.refusals)}`);
    for (const sample of r.unexpectedSamples) console.log(`  unexpected: ${sample}`);
    for (const line of r.serverProblems) console.log(`  server log: ${line}`);
    for (const check of r.checks)
      console.log(`  ${check.ok ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`);
    for (const goal of r.goals.filter((g) => !r.checks.some((c) => c.name === g.name))) {
      console.log(`  ${goal.ok ? 'PASS' : 'FAIL'} ${goal.name}`);
    }
  }
}
