import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];
/*
 * The files that start the shop's commands as an operator does, as whole processes (each compiling
 * the server with tsx, then opening its own database): a minute of CPU between them. `npm test`
 * leaves them to the `system` project, which CI runs after the PostgreSQL suite.
 */
const systemTests = [
  'src/server/db/backup/backup.test.ts',
  'src/server/db/backup/backup-s3.test.ts',
  'src/server/db/data-dir-lock.test.ts',
  'src/server/image.test.ts',
  'src/server/modules/staff/create-cli.test.ts',
  'src/server/services/storage-copy.test.ts',
  'src/server/start-process.test.ts',
];

/*
 * The API suites migrate one database for the run, which test apps copy, or on PGlite reuse with
 * emptied tables (src/server/test/database.ts); and each worker keeps its modules from file to file
 * instead of importing the app again for each. Files share no state but that database, which each
 * starts empty.
 */
const requireTools = './src/server/test/require-tools.ts';
const serverSuite = { globalSetup: [requireTools, './src/server/test/global-setup.ts'], isolate: false };
/*
 * A test fails on what it checks, not on the machine's speed: on a machine busy with other work a
 * test that takes a second when quiet can take a minute, and a state polled for (`expect.poll`) tens
 * of seconds. The timeouts are there only to end a test that hangs.
 */
const polled = { expect: { poll: { timeout: 60_000 } } };
const busyMachine = { testTimeout: 300_000, hookTimeout: 600_000, ...polled };
// Passwords hashed at argon2id's smallest cost (src/server/services/passwords.ts).
const cheapHashes = { PASSWORD_HASH_COST: 'low' };

export default defineConfig({
  test: {
    // Vitest keeps one core for itself, which on a 2-core machine leaves a single worker; the files
    // mostly wait on their database and jsdom, so two workers there take a third off the suite's time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [...serverTests, 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...systemTests],
          environment: 'node',
          ...serverSuite,
          ...busyMachine,
          env: cheapHashes,
        },
      },
      {
        test: {
          name: 'system',
          include: systemTests,
          environment: 'node',
          ...serverSuite,
          ...busyMachine,
          env: cheapHashes,
        },
      },
      {
        extends: './vite.config.ts',
        // The tests run in Node, where pdf.js asks for its build made for Node (same API), and says so.
        resolve: { alias: [{ find: /^pdfjs-dist$/, replacement: 'pdfjs-dist/legacy/build/pdf.mjs' }] },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/web/test/setup.ts'],
          // The tests on the real API load the run's migrated database, as the API suites do.
          globalSetup: [requireTools, './src/server/test/global-setup.ts'],
          ...busyMachine,
          env: cheapHashes,
          // One jsdom and one module graph per worker instead of per file: that setup was half the
          // suite's time. The setup file resets storage, stores and the hash after every test; a
          // test file must put back any other global it changes (apiConfig.base, window.matchMedia).
          isolate: false,
        },
      },
      {
        test: {
          name: 'pg',
          include: serverTests,
          environment: 'node',
          ...serverSuite,
          ...busyMachine,
          env: {
            TEST_PG_URL: process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test',
            ...cheapHashes,
          },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          ...polled,
          globalSetup: ['./e2e/global-setup.ts'],
        },
      },
    ],
  },
});
