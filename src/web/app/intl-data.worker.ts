/*
 * Loads Intl's locale data on a thread of its own. The first formatter a page makes loads the data
 * every later one shares, within the browser's page process: tens of milliseconds, four times that
 * on a phone. Made here while the app's code downloads, the prices, numbers and dates the page draws
 * find the data there, and the page's own thread never waits for it.
 */
for (const locale of ['ar', 'en']) {
  new Intl.NumberFormat(locale).format(1);
  new Intl.PluralRules(locale).select(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
}
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
self.close();
