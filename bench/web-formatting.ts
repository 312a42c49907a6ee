import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { inPhoneContext } from './web-lcp.ts';

/*
 * How long a phone spends formatting prices, currencies, numbers and dates in one stretch of work while
 * a page opens: the page loaded in a fresh context 375 px wide with the CPU slowed 4× (as Lighthouse's
 * mobile run), sampled by V8's profiler every 100 µs until the network is idle. The samples are cut
 * into stretches of work at each idle sample: a long task is at most one stretch. A sample counts as
 * formatting when one of its frames comes, by the build's hidden source maps, from the modules that
 * format (FORMATTING); Intl's own work runs inside those frames. The longest stretch's formatting time
 * must stay under a long task's 50 ms.
 */

/** The modules whose code formats for the reader: Intl's formatters, made once and kept (intl.ts). */
const FORMATTING =
  /src\/(web\/components\/(intl|numbers|dates)|shared\/(price|shop-time)|shared\/contract\/(currencies|issue-messages))\.ts$/;
const CPU_SLOWDOWN = 4;
const SAMPLING_US = 100;

export type FormattingTime = {
  /** The most formatting time in one stretch of work, at the slowed CPU. */
  longestMs: number;
  /** All formatting time while the page opened, at the slowed CPU. */
  totalMs: number;
};

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Whether a frame of the shop's own scripts comes from a formatting module, by its source map. */
function sourceReader(webDist: string) {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (url: string) => {
    const file = path.join(webDist, new URL(url).pathname);
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(file, undefined);
      }
    }
    return maps.get(file);
  };
  return (frame: ProfileNode['callFrame']): boolean => {
    if (!/\/assets\/[^/]+\.js$/.test(frame.url)) return false;
    const entry = mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
    return Boolean(entry && 'originalSource' in entry && FORMATTING.test(entry.originalSource));
  };
}

/** Formatting time per stretch of work, from a V8 CPU profile. */
export function formattingInProfile(
  profile: Profile,
  isFormatting: (frame: ProfileNode['callFrame']) => boolean,
): FormattingTime {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const formatting = new Map<number, boolean>();
  const inFormatting = (id: number): boolean => {
    const known = formatting.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const parent = parentOf.get(id);
    const value =
      Boolean(node && isFormatting(node.callFrame)) || (parent !== undefined && inFormatting(parent));
    formatting.set(id, value);
    return value;
  };
  let stretch = 0;
  let longest = 0;
  let total = 0;
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (byId.get(id)?.callFrame.functionName === '(idle)') {
      stretch = 0;
      return;
    }
    if (!inFormatting(id)) return;
    stretch += ms;
    total += ms;
    longest = Math.max(longest, stretch);
  });
  return { longestMs: Math.round(longest * 10) / 10, totalMs: Math.round(total * 10) / 10 };
}

export function formattingTime(devtoolsPort: number, url: string, webDist: string): Promise<FormattingTime> {
  return inPhoneContext(devtoolsPort, async (context) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return formattingInProfile(profile, sourceReader(webDist));
  });
}
