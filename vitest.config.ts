import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-main/**/*.test.ts', 'src-dev/**/*.test.ts', 'shared/**/*.test.ts', 'src-renderer/**/*.test.ts'],
    environment: 'node',
    // Each test file opens its own saves in a temp folder; the fault test spawns children.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
