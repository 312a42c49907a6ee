import { startDemoShop } from './demo-shop.ts';

/*
 * The shop Lighthouse measures (demo-shop.ts), in a process of its own so that Lighthouse's work
 * (reading the trace the browser streams to it) does not hold up the shop's answers, serving the build
 * in WEB_BENCH_DIST. Reports its origin to bench/web.ts over IPC and stops when told.
 */

const dataDir = process.env.WEB_BENCH_DATA;
const webDist = process.env.WEB_BENCH_DIST;
if (!dataDir || !webDist || !process.send) throw new Error('bench/web-shop.ts is started by bench/web.ts');

const { origin } = await startDemoShop({ dataDir, webDist, paymentProvider: 'none' });
process.send({ origin });
