import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['test/scale/**'],
          environment: 'node',
          // The files of a worker share its modules: each file opens its own database and app,
          // and nothing here mocks a module (docs/decisions/0954-api-test-files-share-modules.md).
          isolate: false,
          globalSetup: ['./test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:scale`: two API processes on one PostgreSQL, Redis and S3.
        test: {
          name: 'scale',
          root: './apps/api',
          include: ['test/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
})
