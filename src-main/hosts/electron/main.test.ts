import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ELECTRON_EVENT_CHANNEL, ELECTRON_INVOKE_CHANNEL } from '../../../shared/ipc/transport.js';
import { SAVE_FILE_NAME } from '../../app-core.js';
import { SAVE_APPLICATION_ID } from '../../db/save-file.js';
import { lockDataFolder } from '../../data-folder/folder-lock.js';
import { tempDir, twoPlayerCampaign } from '../../test-support/temp-core.js';
import { CONTENT_SECURITY_POLICY } from './guards.js';
import { FakeWebContents, createFakeElectron, fakeDomEvent, type FakeElectron } from '../../test-support/fake-electron.js';

/**
 * main.ts wired to a fake `electron` module: what the real binary would be asked to do
 * (window options, hooks, protocol, IPC, quitting) is checked here because the binary is
 * not installed everywhere the tests run. e2e/app-launch.electron.spec.ts covers the rest.
 */

const current = vi.hoisted(() => ({ rendererDir: '' }));

vi.mock('../../app-paths.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app-paths.js')>()),
  rendererDir: () => current.rendererDir,
}));

const appPage = { url: 'app://bundle/index.html', parent: null };
let workDir: ReturnType<typeof tempDir>;
let dataDir: string;
let fake: FakeElectron;

beforeEach(() => {
  workDir = tempDir('bov-electron-main-');
  dataDir = join(workDir.dir, 'data');
  current.rendererDir = join(workDir.dir, 'renderer');
  mkdirSync(join(current.rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(current.rendererDir, 'index.html'), '<!doctype html><title>BoV</title>');
  writeFileSync(join(current.rendererDir, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(workDir.dir, 'secret.txt'), 'outside the bundle');
});

afterEach(async () => {
  // Close the save the way the app does, so the temp folder can go.
  if (fake.record.windows.length > 0 && !fake.record.quitCompleted) {
    fake.app.quit();
    await vi.waitFor(() => expect(fake.record.quitCompleted).toBe(true));
  }
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  workDir.cleanup();
});

async function launchMain({ singleInstanceLock = true } = {}): Promise<FakeElectron> {
  // main.ts acts on import, so each launch needs a fresh module graph and its own fake.
  vi.resetModules();
  fake = createFakeElectron({ singleInstanceLock, defaultUserData: join(workDir.dir, 'default-user-data') });
  vi.doMock('electron', () => fake.module);
  vi.stubEnv('BOV_DATA_DIR', dataDir);
  await import('./main.js');
  return fake;
}

async function launchAndWaitForWindow() {
  await launchMain();
  await vi.waitFor(() => expect(fake.record.windows[0]?.loadedUrls).toHaveLength(1));
  const window = fake.record.windows[0]!;
  const invoke = fake.record.invokeHandlers.get(ELECTRON_INVOKE_CHANNEL)!;
  return { window, invoke };
}

describe('before the app is ready', () => {
  it('registers app:// as a standard, secure, fetchable scheme and enforces the sandbox', async () => {
    await launchMain();
    expect(fake.record.privilegedSchemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(fake.record.schemesRegisteredBeforeReady).toBe(true);
    expect(fake.record.sandboxEnabled).toBe(true);
  });

  it('a second instance quits at once without opening the save or a window', async () => {
    await launchMain({ singleInstanceLock: false });
    expect(fake.record.quitRequests).toBe(1);
    expect(fake.record.readyRequested).toBe(false);
    expect(fake.record.windows).toHaveLength(0);
    expect(existsSync(join(dataDir, SAVE_FILE_NAME))).toBe(false);
  });
});

describe('the window', () => {
  it('is one hardened window loading app://bundle/index.html, shown only when ready', async () => {
    const { window } = await launchAndWaitForWindow();

    expect(fake.record.windows).toHaveLength(1);
    expect(window.options).toMatchObject({ title: 'Brotherhood of Venice Companion', show: false });
    expect(window.options.minWidth).toBeGreaterThanOrEqual(1000);
    expect(window.options.minHeight).toBeGreaterThanOrEqual(700);
    expect(window.options.webPreferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: expect.stringMatching(/[/\\]preload\.cjs$/),
      spellcheck: false,
    });
    expect(window.loadedUrls).toEqual(['app://bundle/index.html']);
    expect(window.shown).toBe(false);

    window.emit('ready-to-show');
    expect(window.shown).toBe(true);
  });

  it('keeps the product name as its title whatever the page sets', async () => {
    const { window } = await launchAndWaitForWindow();
    const event = fakeDomEvent();
    window.emit('page-title-updated', event, 'Some page title');
    expect(event.defaultPrevented).toBe(true);
  });

  it('is focused and restored when the player starts the app a second time', async () => {
    const { window } = await launchAndWaitForWindow();
    window.minimized = true;
    fake.app.emit('second-instance');
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(true);
  });

  it('opens its save in the folder named by BOV_DATA_DIR', async () => {
    await launchAndWaitForWindow();
    expect(existsSync(join(dataDir, SAVE_FILE_NAME))).toBe(true);
  });
});

describe('every web contents', () => {
  it('refuses navigation, redirects, webviews and popups', async () => {
    await launchAndWaitForWindow();
    const contents = new FakeWebContents();
    fake.app.emit('web-contents-created', fakeDomEvent(), contents);

    for (const [name, url] of [
      ['will-navigate', 'https://evil.example/'],
      ['will-redirect', 'file:///etc/passwd'],
      ['will-attach-webview', undefined],
    ] as const) {
      const event = fakeDomEvent();
      contents.emit(name, event, url);
      expect(event.defaultPrevented, name).toBe(true);
    }
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('gets no browser permission, whether requested or checked', async () => {
    await launchAndWaitForWindow();
    const granted = vi.fn();
    fake.record.permissionRequestHandler?.(null, 'media', granted);
    expect(granted).toHaveBeenCalledExactlyOnceWith(false);
    expect(fake.record.permissionCheckHandler?.(null, 'clipboard-read')).toBe(false);
  });
});

describe('the app:// protocol', () => {
  async function fetchBundle(url: string, init?: RequestInit) {
    await launchAndWaitForWindow();
    const handler = fake.record.protocolHandlers.get('app')!;
    return handler(new Request(url, init));
  }

  it('serves the page with its type, the strict CSP and nosniff', async () => {
    const response = await fetchBundle('app://bundle/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('<!doctype html><title>BoV</title>');
  });

  it('serves scripts as JavaScript so the module loads', async () => {
    const response = await fetchBundle('app://bundle/assets/app.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    ['a file outside the bundle', 'app://bundle/..%2fsecret.txt'],
    ['a missing file', 'app://bundle/assets/missing.js'],
    ['another host', 'app://elsewhere/index.html'],
  ])('answers 404 for %s', async (_label, url) => {
    const response = await fetchBundle(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside the bundle');
  });

  it('answers 404 to anything but GET', async () => {
    const response = await fetchBundle('app://bundle/index.html', { method: 'POST', body: 'x' });
    expect(response.status).toBe(404);
  });
});

describe('IPC', () => {
  it('carries the app page’s requests to the core and the core’s events back to the window', async () => {
    const { window, invoke } = await launchAndWaitForWindow();

    const created = await invoke({ senderFrame: appPage }, 'campaign/create', twoPlayerCampaign('Carnevale'));
    expect(created).toMatchObject({ ok: true, value: { name: 'Carnevale' } });
    expect(window.webContents.sent).toContainEqual({
      channel: ELECTRON_EVENT_CHANNEL,
      payload: expect.objectContaining({ name: 'campaign/list-changed' }),
    });
  });

  it('refuses a foreign frame, and the save is not changed', async () => {
    const { invoke } = await launchAndWaitForWindow();

    const refused = await invoke({ senderFrame: { url: 'https://evil.example/', parent: null } }, 'campaign/create', twoPlayerCampaign());
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await invoke({ senderFrame: appPage }, 'campaign/list', {})).toEqual({ ok: true, value: [] });
  });
});

describe('quitting', () => {
  it('holds the quit until the save is closed, then quits', async () => {
    const { invoke } = await launchAndWaitForWindow();
    await invoke({ senderFrame: appPage }, 'campaign/create', twoPlayerCampaign());

    fake.app.quit();
    fake.app.quit();
    expect(fake.record.quitCompleted).toBe(false);

    await vi.waitFor(() => expect(fake.record.quitCompleted).toBe(true));
    // A closed WAL save has been checkpointed and its -wal file removed.
    expect(existsSync(join(dataDir, `${SAVE_FILE_NAME}-wal`))).toBe(false);
    expect(await invoke({ senderFrame: appPage }, 'campaign/list', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('a save written by a newer version of the app', () => {
  it('is reported in an error box and left byte-for-byte untouched, and the app exits', async () => {
    mkdirSync(dataDir, { recursive: true });
    const savePath = join(dataDir, SAVE_FILE_NAME);
    const future = new Database(savePath);
    future.exec('CREATE TABLE from_the_future (id INTEGER PRIMARY KEY)');
    // A newer version records its version in the save as well as in the header (migration 14).
    future.exec('CREATE TABLE schema_versions (version INTEGER PRIMARY KEY); INSERT INTO schema_versions VALUES (99);');
    // Every save the app writes carries its mark, a newer version's too.
    future.pragma(`application_id = ${SAVE_APPLICATION_ID}`);
    future.pragma('user_version = 99');
    future.close();
    const digest = () => createHash('sha256').update(readFileSync(savePath)).digest('hex');
    const before = digest();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await launchMain();
    await vi.waitFor(() => expect(fake.record.exitCode).toBe(1));

    expect(fake.record.errorBoxes).toHaveLength(1);
    expect(fake.record.errorBoxes[0]?.content).toMatch(/newer version/);
    expect(logged).toHaveBeenCalledWith(fake.record.errorBoxes[0]?.content);
    expect(fake.record.windows).toHaveLength(0);
    expect(fake.record.invokeHandlers.size).toBe(0);
    expect(digest()).toBe(before);
    expect(existsSync(`${savePath}-wal`)).toBe(false);
  });
});

describe('a save that cannot be opened', () => {
  it('RECOVERY: opens the window in recovery mode, without an error box, and leaves the file alone', async () => {
    mkdirSync(dataDir, { recursive: true });
    const savePath = join(dataDir, SAVE_FILE_NAME);
    writeFileSync(savePath, '');

    const { invoke } = await launchAndWaitForWindow();
    expect(fake.record.errorBoxes).toHaveLength(0);
    expect(await invoke({ senderFrame: appPage }, 'app/get-info', {})).toMatchObject({
      ok: true,
      value: { recovery: { problem: { code: 'not-a-save', params: { kind: 'empty-file' } } } },
    });
    expect(await invoke({ senderFrame: appPage }, 'campaign/list', {})).toMatchObject({ ok: false, error: { code: 'not-a-save' } });
    expect(readFileSync(savePath).length).toBe(0);
  });
});

describe('a data folder another copy of the app is using', () => {
  it('DATA-LOCK: is reported in an error box naming the folder, and the app exits without opening a window', async () => {
    mkdirSync(dataDir, { recursive: true });
    // The other copy: a bridge, or a second Electron started with the same BOV_DATA_DIR.
    const other = lockDataFolder(dataDir, { waitMs: 0 });
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await launchMain();
      await vi.waitFor(() => expect(fake.record.exitCode).toBe(1), { timeout: 10_000 });
      expect(fake.record.errorBoxes).toHaveLength(1);
      expect(fake.record.errorBoxes[0]?.content).toContain(`Another copy of the app is already using the data folder ${dataDir}`);
      expect(fake.record.windows).toHaveLength(0);
      expect(fake.record.invokeHandlers.size).toBe(0);
    } finally {
      other.release();
    }
  });
});
