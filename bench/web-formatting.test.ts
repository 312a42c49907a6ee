import { describe, expect, it } from 'vitest';
import { formattingInProfile } from './web-formatting.ts';

/** A V8 profile: root → idle, and root → render → format, every sample 1 ms apart. */
const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
const nodes = [
  { id: 1, callFrame: frame('(root)'), children: [2, 3] },
  { id: 2, callFrame: frame('(idle)') },
  { id: 3, callFrame: frame('render', 'http://shop/assets/app.js'), children: [4] },
  { id: 4, callFrame: frame('format', 'http://shop/assets/price.js'), children: [5] },
  { id: 5, callFrame: frame('NumberFormat') },
];
const isFormatting = (callFrame: { url: string }) => callFrame.url.endsWith('/price.js');
const profileOf = (samples: number[]) => ({ nodes, samples, timeDeltas: samples.map(() => 1000) });

describe('formatting time while a page opens (bench/web-formatting.ts)', () => {
  it('counts a sample inside a formatting frame, Intl’s own frames below it included', () => {
    expect(formattingInProfile(profileOf([3, 4, 5, 4, 3, 2]), isFormatting)).toEqual({
      longestMs: 3,
      totalMs: 3,
    });
  });

  it('cuts stretches of work at idle samples and keeps the longest', () => {
    expect(formattingInProfile(profileOf([4, 4, 2, 5, 3, 5, 5, 2]), isFormatting)).toEqual({
      longestMs: 3,
      totalMs: 5,
    });
  });
});
