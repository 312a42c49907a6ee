import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [...serverTests, 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/web/test/setup.ts'],
          // Typing into forms in jsdom takes seconds when both cores are busy; 5 s failed runs by load alone.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: serverTests,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { TEST_PG_URL: process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['./e2e/global-setup.ts'],
        },
      },
    ],
  },
});
