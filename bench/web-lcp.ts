import { type BrowserContext, chromium } from 'playwright-core';

/*
 * The JavaScript a phone has fetched when a page's largest contentful paint happens, read in Chromium
 * itself rather than from the build: the page opened in a fresh context 375 px wide, its LCP as the
 * browser's PerformanceObserver reports it once the network is idle, and the compressed bytes
 * (encodedBodySize, as the server sent them) of every script whose download ended before it. Uses the
 * Chromium that Lighthouse drives (its DevTools port), with the same flags.
 */

export type JsBeforeLcp = {
  /** When the largest contentful paint happened, after the navigation started. */
  lcpMs: number;
  /** Compressed bytes of the scripts downloaded before it. */
  jsBytes: number;
  /** Their names, in the order they finished. */
  scripts: string[];
};

type Found = { lcp: number; scripts: { name: string; end: number; bytes: number }[] };

/**
 * A fresh phone-sized context (375 px, touch) in the Chromium that Lighthouse drives (its DevTools
 * port), given to `use` and closed after it, with the browser connection.
 */
export async function inPhoneContext<T>(
  devtoolsPort: number,
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      return await use(context);
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

export function jsBeforeLcp(devtoolsPort: number, url: string): Promise<JsBeforeLcp> {
  return inPhoneContext(devtoolsPort, async (context) => {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const found = await page.evaluate(
      () =>
        new Promise<Found>((resolve) => {
          new PerformanceObserver((list) => {
            const lcp = list.getEntries().at(-1)?.startTime ?? Number.NaN;
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry): entry is PerformanceResourceTiming => /\.m?js(\?|$)/.test(entry.name))
              .map((entry) => ({
                name: new URL(entry.name).pathname,
                end: entry.responseEnd,
                bytes: entry.encodedBodySize,
              }));
            resolve({ lcp, scripts });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const before = found.scripts.filter((script) => script.end <= found.lcp).sort((a, b) => a.end - b.end);
    return {
      lcpMs: Math.round(found.lcp),
      jsBytes: before.reduce((sum, script) => sum + script.bytes, 0),
      scripts: before.map((script) => script.name),
    };
  });
}
