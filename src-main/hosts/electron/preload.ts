import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { AppEvent } from '../../../shared/ipc/events.js';
import { ELECTRON_EVENT_CHANNEL, ELECTRON_INVOKE_CHANNEL, type HostBridgeApi } from '../../../shared/ipc/transport.js';

/**
 * The page's only door to main: two functions on `window.bovHost`. ipcRenderer itself is
 * never handed over, and the IPC event (which carries `sender`) is stripped from callbacks,
 * so the page can reach nothing but the two contract channels.
 */
const bovHost: HostBridgeApi = {
  invoke: (channel, args) => ipcRenderer.invoke(ELECTRON_INVOKE_CHANNEL, channel, args),
  onEvent: (listener) => {
    const wrapped = (_event: IpcRendererEvent, appEvent: AppEvent) => listener(appEvent);
    ipcRenderer.on(ELECTRON_EVENT_CHANNEL, wrapped);
    return () => {
      ipcRenderer.removeListener(ELECTRON_EVENT_CHANNEL, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('bovHost', bovHost);
