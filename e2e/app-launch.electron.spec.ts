import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';

/**
 * Launches the real desktop app (built by `npm run build`) on a fresh save folder and
 * checks what the player sees first and what the page is allowed to touch.
 */

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_REASON = 'skipped: Electron binary not installed';

/** Where the `electron` package keeps its binary; requiring the package instead would try to download it. */
function installedElectronBinary(): string | null {
  const pathFile = join(projectRoot, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(projectRoot, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const electronBinary = installedElectronBinary();
if (electronBinary === null) console.log(SKIP_REASON);
test.skip(electronBinary === null, SKIP_REASON);

/** The SQLite driver is compiled for one ABI at a time (see scripts/ensure-native.mjs). */
function ensureNativeModuleFor(runtime: 'node' | 'electron'): void {
  const result = spawnSync(process.execPath, ['scripts/ensure-native.mjs', runtime], { cwd: projectRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`better-sqlite3 is not usable in ${runtime}:\n${result.stderr}`);
  console.log(result.stdout.trim());
}

// A rebuild compiles SQLite, which takes minutes on a small machine.
const REBUILD_TIMEOUT_MS = 10 * 60_000;

test.beforeAll(() => {
  test.setTimeout(REBUILD_TIMEOUT_MS);
  ensureNativeModuleFor('electron');
});

// The unit tests and the bridge run in Node, so the driver is switched back afterwards.
test.afterAll(() => {
  test.setTimeout(REBUILD_TIMEOUT_MS);
  ensureNativeModuleFor('node');
});

function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

test('the desktop app opens on the campaign list with only the bovHost bridge exposed', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bov-electron-'));
  // Chromium refuses to start its sandbox as root (typical in CI containers); the page-level
  // isolation checked below (contextIsolation, no Node) does not depend on it.
  const args = process.getuid?.() === 0 ? ['--no-sandbox', '.'] : ['.'];
  const app = await electron.launch({
    executablePath: electronBinary!,
    args,
    cwd: projectRoot,
    env: { ...inheritedEnv(), BOV_DATA_DIR: dataDir },
  });
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');

    expect(page.url()).toBe('app://bundle/index.html');
    const title = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getTitle());
    expect(title).toBe('Brotherhood of Venice Companion');

    await expect(page.getByRole('heading', { name: 'Campaigns', exact: true })).toBeVisible();

    const exposed = await page.evaluate(() => {
      const host = (globalThis as { bovHost?: Record<string, unknown> }).bovHost;
      return {
        bridgeKeys: host ? Object.keys(host).sort() : null,
        bridgeTypes: host ? [typeof host.invoke, typeof host.onEvent] : null,
        require: typeof require,
        process: typeof process,
      };
    });
    expect(exposed).toEqual({
      bridgeKeys: ['invoke', 'onEvent'],
      bridgeTypes: ['function', 'function'],
      require: 'undefined',
      process: 'undefined',
    });

    // The bridge reaches the core, and the core opened the save in the folder BOV_DATA_DIR named.
    const info = await page.evaluate(() =>
      (globalThis as unknown as { bovHost: { invoke(channel: string, args: unknown): Promise<unknown> } }).bovHost.invoke(
        'app/get-info',
        {},
      ),
    );
    expect(info).toMatchObject({ ok: true, value: { host: 'electron', dataDir } });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
