import { EventEmitter } from 'node:events';

/**
 * A stand-in for the parts of the `electron` module main.ts uses, recording what main
 * asked for so its wiring can be tested in plain Node where no Electron binary exists.
 * Only behaviour main.ts relies on is imitated; everything else is absent on purpose.
 */

export interface FakeDomEvent {
  preventDefault(): void;
  readonly defaultPrevented: boolean;
}

export function fakeDomEvent(): FakeDomEvent {
  let prevented = false;
  return {
    preventDefault: () => {
      prevented = true;
    },
    get defaultPrevented() {
      return prevented;
    },
  };
}

type ProtocolHandler = (request: Request) => Response | Promise<Response>;
type InvokeListener = (event: unknown, ...args: unknown[]) => unknown;
type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean;

export interface FakeElectronOptions {
  /** What requestSingleInstanceLock answers: false means another instance already runs. */
  singleInstanceLock: boolean;
  defaultUserData: string;
}

export class FakeWebContents extends EventEmitter {
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null;

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }

  setWindowOpenHandler(handler: (details: { url: string }) => unknown): void {
    this.windowOpenHandler = handler;
  }
}

export function createFakeElectron(options: FakeElectronOptions) {
  const paths = new Map<string, string>([['userData', options.defaultUserData]]);
  const record = {
    privilegedSchemes: [] as unknown[],
    /** Electron ignores schemes registered once the app is ready, so the order matters. */
    schemesRegisteredBeforeReady: null as boolean | null,
    protocolHandlers: new Map<string, ProtocolHandler>(),
    invokeHandlers: new Map<string, InvokeListener>(),
    windows: [] as FakeBrowserWindow[],
    errorBoxes: [] as Array<{ title: string; content: string }>,
    permissionRequestHandler: null as PermissionRequestHandler | null,
    permissionCheckHandler: null as PermissionCheckHandler | null,
    sandboxEnabled: false,
    readyRequested: false,
    quitRequests: 0,
    quitCompleted: false,
    exitCode: null as number | null,
  };

  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    setPath: (name: string, value: string) => void paths.set(name, value),
    getPath: (name: string) => {
      const value = paths.get(name);
      if (value === undefined) throw new Error(`No fake path for ${name}`);
      return value;
    },
    getAppPath: () => {
      throw new Error('main.ts must not use getAppPath outside a packaged app');
    },
    getName: () => 'Brotherhood of Venice Companion',
    getVersion: () => '0.1.0',
    enableSandbox: () => {
      record.sandboxEnabled = true;
    },
    requestSingleInstanceLock: () => options.singleInstanceLock,
    whenReady: () => {
      record.readyRequested = true;
      return Promise.resolve();
    },
    /** Like Electron: 'before-quit' listeners may cancel the quit with preventDefault. */
    quit: () => {
      record.quitRequests += 1;
      const event = fakeDomEvent();
      app.emit('before-quit', event);
      if (!event.defaultPrevented) record.quitCompleted = true;
    },
    exit: (code = 0) => {
      record.exitCode = code;
    },
  });

  class FakeBrowserWindow extends EventEmitter {
    readonly webContents = new FakeWebContents();
    readonly loadedUrls: string[] = [];
    shown = false;
    focused = false;
    minimized = false;

    constructor(readonly options: Record<string, unknown>) {
      super();
      record.windows.push(this);
      app.emit('web-contents-created', fakeDomEvent(), this.webContents);
    }

    loadURL(url: string): Promise<void> {
      this.loadedUrls.push(url);
      return Promise.resolve();
    }

    show(): void {
      this.shown = true;
    }

    focus(): void {
      this.focused = true;
    }

    isMinimized(): boolean {
      return this.minimized;
    }

    restore(): void {
      this.minimized = false;
    }

    isDestroyed(): boolean {
      return false;
    }

    static getAllWindows(): FakeBrowserWindow[] {
      return record.windows;
    }
  }

  const module = {
    app,
    BrowserWindow: FakeBrowserWindow,
    dialog: {
      showErrorBox: (title: string, content: string) => void record.errorBoxes.push({ title, content }),
    },
    ipcMain: {
      handle: (channel: string, listener: InvokeListener) => void record.invokeHandlers.set(channel, listener),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => {
        record.privilegedSchemes.push(...schemes);
        record.schemesRegisteredBeforeReady = !record.readyRequested;
      },
      handle: (scheme: string, handler: ProtocolHandler) => void record.protocolHandlers.set(scheme, handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: PermissionRequestHandler) => {
          record.permissionRequestHandler = handler;
        },
        setPermissionCheckHandler: (handler: PermissionCheckHandler) => {
          record.permissionCheckHandler = handler;
        },
      },
    },
  };

  return { module, record, app };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
export type FakeBrowserWindow = FakeElectron['record']['windows'][number];
