import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Several processes on one database: PostgreSQL only (PGlite has one owner); the template: PGlite only.
    exclude:
      process.env.TEST_DATABASE === 'postgres'
        ? ['test/embedded-template.test.ts']
        : ['test/scale-out.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run two at a time.
    maxWorkers: 2,
  },
});
