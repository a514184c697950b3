import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser and one server on a 2-core machine: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen waited for with expect.poll may take longer than a second to draw on a loaded
    // CI machine; failures still show after ten seconds.
    expect: { poll: { timeout: 10_000 } },
  },
})
