import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real, built app. `bridge` runs Debian's Chromium against the
 * loopback bridge; `electron` launches the Electron binary where it is installed and
 * reports itself skipped where it is not.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'bridge',
      testMatch: /.*\.bridge\.spec\.ts/,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
    { name: 'electron', testMatch: /.*\.electron\.spec\.ts/ },
  ],
});
