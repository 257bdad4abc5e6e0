import { test as base } from '@playwright/test';
import { startBridgeProcess, tempDataDir, type RunningBridge } from './bridge-process.js';

export interface AppUnderTest {
  /** The link the bridge printed, token included. */
  readonly url: string;
  /** Stops the bridge and starts it again on the same save, as a player closing the app would. */
  restart(): Promise<void>;
}

/** Every bridge test gets its own save folder and its own running bridge. */
export const test = base.extend<{ app: AppUnderTest }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  app: async ({}, use) => {
    const data = tempDataDir();
    let bridge: RunningBridge = await startBridgeProcess(data.dir);
    await use({
      get url() {
        return bridge.url;
      },
      async restart() {
        await bridge.stop();
        bridge = await startBridgeProcess(data.dir);
      },
    });
    await bridge.stop();
    data.remove();
  },
});

export { expect } from '@playwright/test';
