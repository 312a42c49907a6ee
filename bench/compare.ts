import { loadavg } from 'node:os';
import type { Measure, Target } from './measure.ts';

/*
 * Designs of the API measured side by side on the same database in one run (`BENCH_COMPARE=1 npm run
 * bench`): in each round every design runs the same mix, with the bare route among them, in an order
 * that turns from one round to the next, so that a burst of other work on the machine does not fall on
 * one design only. Prints each round with its load average and the CPU per request, which moves far
 * less with that noise than requests per second do.
 */

export type Design = { name: string; target: Target };

type Measurer = (
  name: string,
  target: Target,
  nextPath: () => string,
  connections: number,
  seconds: number,
) => Promise<Measure>;

export type Round = { round: number; loadAverage: number[]; measures: (Measure & { shareOfBare: number })[] };

const CONNECTIONS = 50;

export async function compareDesigns(
  designs: Design[],
  bare: Target,
  options: { measure: Measurer; paths: () => () => string; rounds: number; seconds: number },
): Promise<Round[]> {
  const all = [...designs, { name: 'bare route', target: bare, bare: true }];
  const rounds: Round[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    // Round 1 in the listed order, round 2 from the second design, and so on.
    const order = all.map((_, i) => all[(i + round - 1) % all.length]);
    const measured = new Map<string, Measure>();
    for (const design of order) {
      const paths = 'bare' in design ? () => '/bare' : options.paths();
      measured.set(
        design.name,
        await options.measure(design.name, design.target, paths, CONNECTIONS, options.seconds),
      );
    }
    const bareMeasure = measured.get('bare route')!;
    const measures = all.map((design) => {
      const m = measured.get(design.name)!;
      return { ...m, shareOfBare: Number((m.requestsPerSecond / bareMeasure.requestsPerSecond).toFixed(3)) };
    });
    const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
    rounds.push({ round, loadAverage, measures });
    console.log(
      `\nRound ${round} of ${options.rounds}, order ${order.map((d) => d.name).join(' → ')}; load average ${loadAverage.join(' ')}`,
    );
    console.table(
      measures.map((m) => ({
        design: m.name,
        'req/s': m.requestsPerSecond,
        'share of bare': `${(m.shareOfBare * 100).toFixed(0)}%`,
        'p99 ms': m.p99Ms,
        errors: m.errors,
        'CPU µs/req (node + pg)': `${m.cpuPerRequestUs.total} (${m.cpuPerRequestUs.node} + ${m.cpuPerRequestUs.postgres})`,
      })),
    );
  }
  return rounds;
}
