import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Generous: several tests build whole apps (migrations included), which takes tens of seconds on a
    // loaded 2-core machine. Speed is measured by bench/, never by these limits.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
