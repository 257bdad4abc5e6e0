import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, dialog, ipcMain, protocol, session, type Event, type WebPreferences } from 'electron';
import { ELECTRON_APP_ORIGIN, ELECTRON_EVENT_CHANNEL, ELECTRON_INVOKE_CHANNEL } from '../../../shared/ipc/transport.js';
import type { CampaignDetail } from '../../../shared/campaigns/campaign.js';
import { createAppCore, type AppCore } from '../../app-core.js';
import { findAppRoot, migrationsDir, rendererDir } from '../../app-paths.js';
import {
  APP_SCHEME,
  bundleResponseHeaders,
  createInvokeHandler,
  isAllowedPermission,
  resolveBundleFile,
  shouldBlockNavigation,
  windowOpenDecision,
} from './guards.js';
import { createDiaryPdfPrinter } from './diary-pdf-printer.js';

/**
 * The Electron entry: wires the policies in guards.ts to Electron's hooks and the window
 * to the core. Anything that can be decided without Electron lives in guards.ts.
 */

const PRELOAD_PATH = join(dirname(fileURLToPath(import.meta.url)), 'preload.cjs');

/** The app window and the hidden print window (diary PDF) run with the same protections. */
const WEB_PREFERENCES: WebPreferences = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
  preload: PRELOAD_PATH,
  spellcheck: false,
};

// Tests and power users point the app at another save folder. It must be set before the
// single-instance lock, which Electron keys on the userData folder.
const dataDirOverride = process.env.BOV_DATA_DIR;
if (dataDirOverride) app.setPath('userData', resolve(dataDirOverride));

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;
let core: AppCore | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => windowOpenDecision(url));
    contents.on('will-navigate', (event, url) => {
      if (shouldBlockNavigation(url)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (shouldBlockNavigation(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
  // Closing the window closes the save on every platform, macOS included: a companion
  // left running without a window would only hold the save open.
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', closeCoreBeforeQuitting);
  app.whenReady().then(start).catch(failToStart);
}

async function start(): Promise<void> {
  // Packaged, the app folder is app.asar; from a checkout it is found by walking up from out/.
  const root = app.isPackaged ? app.getAppPath() : findAppRoot();
  core = await createAppCore({
    dataDir: app.getPath('userData'),
    migrationsDir: migrationsDir(root),
    host: 'electron',
    version: app.getVersion(),
    printer: createDiaryPdfPrinter({
      webPreferences: WEB_PREFERENCES,
      parentWindow: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null),
      campaignName: campaignNameForPdf,
    }),
  });

  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(isAllowedPermission(permission)));
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => isAllowedPermission(permission));
  serveBundle(rendererDir(root));
  ipcMain.handle(ELECTRON_INVOKE_CHANNEL, createInvokeHandler(core));
  core.onEvent((event) => {
    if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(ELECTRON_EVENT_CHANNEL, event);
  });
  await openMainWindow();
}

/** The print handler has already checked the campaign exists; the name only suggests a file name. */
async function campaignNameForPdf(campaignId: number): Promise<string> {
  const outcome = await core?.dispatch('campaign/get', { campaignId });
  return outcome?.ok ? (outcome.value as CampaignDetail).name : '';
}

function serveBundle(bundleDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = request.method === 'GET' ? resolveBundleFile(request.url, bundleDir) : null;
    if (file === null) return notFound();
    try {
      return new Response(await readFile(file), { status: 200, headers: bundleResponseHeaders(file) });
    } catch {
      return notFound();
    }
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function openMainWindow(): Promise<void> {
  const appWindow = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 1000,
    minHeight: 700,
    title: app.getName(),
    show: false,
    webPreferences: { ...WEB_PREFERENCES },
  });
  mainWindow = appWindow;
  appWindow.once('ready-to-show', () => appWindow.show());
  // The window keeps the product name whatever the page's <title> says.
  appWindow.on('page-title-updated', (event) => event.preventDefault());
  appWindow.on('closed', () => {
    if (mainWindow === appWindow) mainWindow = null;
  });
  try {
    await appWindow.loadURL(`${ELECTRON_APP_ORIGIN}/index.html`);
  } catch (error) {
    console.error('The app window could not load its page.', error);
  }
}

function failToStart(error: unknown): void {
  // An AppFailure (e.g. a save from a newer version) carries the player-facing sentence as its message.
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  dialog.showErrorBox(`${app.getName()} cannot start`, message);
  // exit, not quit: skips before-quit, so nothing touches a save that was refused.
  app.exit(1);
}

let coreClosed = false;
let coreClosing = false;

/** Electron does not await async 'before-quit' listeners, so quitting is held until the save is closed. */
function closeCoreBeforeQuitting(event: Event): void {
  if (core === null || coreClosed) return;
  event.preventDefault();
  if (coreClosing) return;
  coreClosing = true;
  core
    .close()
    .catch((error: unknown) => console.error('Closing the save failed.', error))
    .finally(() => {
      coreClosed = true;
      app.quit();
    });
}
