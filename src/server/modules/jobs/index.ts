/* The job queue: background work every module defines, run by pg-boss in the shop's database. */
export { jobPlugin, jobQueuePlugin } from './queue.ts';
export { jobRoutes } from './routes.ts';
