import type { EventEmitter } from 'node:events';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../../shared/ipc/events.js';
import { ELECTRON_EVENT_CHANNEL, ELECTRON_INVOKE_CHANNEL, type HostBridgeApi } from '../../../shared/ipc/transport.js';

/** Stand-ins for the two Electron objects a sandboxed preload can reach. */
const fakes = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  return {
    exposed,
    exposeInMainWorld: (key: string, api: unknown) => {
      exposed.set(key, api);
    },
    ipcRenderer: null as unknown as EventEmitter & { invoke: ReturnType<typeof vi.fn> },
  };
});

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const ipcRenderer = Object.assign(new Emitter(), {
    invoke: vi.fn(async () => ({ ok: true, value: 'from main' })),
  });
  fakes.ipcRenderer = ipcRenderer;
  return { contextBridge: { exposeInMainWorld: fakes.exposeInMainWorld }, ipcRenderer };
});

let bovHost: HostBridgeApi;

beforeAll(async () => {
  await import('./preload.js');
  bovHost = fakes.exposed.get('bovHost') as HostBridgeApi;
});

const listChanged: AppEvent = { name: 'campaign/list-changed', payload: { campaignIds: [3] } };

describe('preload', () => {
  it('exposes exactly one global, bovHost, with exactly invoke and onEvent', () => {
    expect([...fakes.exposed.keys()]).toEqual(['bovHost']);
    expect(Object.keys(bovHost).sort()).toEqual(['invoke', 'onEvent']);
    expect(typeof bovHost.invoke).toBe('function');
    expect(typeof bovHost.onEvent).toBe('function');
  });

  it('sends every request on the one invoke channel and returns main’s answer', async () => {
    const outcome = await bovHost.invoke('campaign/get', { campaignId: 7 });

    expect(fakes.ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(ELECTRON_INVOKE_CHANNEL, 'campaign/get', {
      campaignId: 7,
    });
    expect(outcome).toEqual({ ok: true, value: 'from main' });
  });

  it('passes the page only the event, never the IPC event that carries the sender', () => {
    const listener = vi.fn();
    const unsubscribe = bovHost.onEvent(listener);

    fakes.ipcRenderer.emit(ELECTRON_EVENT_CHANNEL, { sender: fakes.ipcRenderer }, listChanged);

    expect(listener).toHaveBeenCalledExactlyOnceWith(listChanged);
    unsubscribe();
  });

  it('stops delivering events once unsubscribed and leaves no listener behind', () => {
    const listener = vi.fn();
    const unsubscribe = bovHost.onEvent(listener);
    expect(fakes.ipcRenderer.listenerCount(ELECTRON_EVENT_CHANNEL)).toBe(1);

    unsubscribe();
    fakes.ipcRenderer.emit(ELECTRON_EVENT_CHANNEL, { sender: fakes.ipcRenderer }, listChanged);

    expect(listener).not.toHaveBeenCalled();
    expect(fakes.ipcRenderer.listenerCount(ELECTRON_EVENT_CHANNEL)).toBe(0);
  });

  it('unsubscribing one listener keeps the others', () => {
    const kept = vi.fn();
    const dropped = vi.fn();
    const keepSubscription = bovHost.onEvent(kept);
    bovHost.onEvent(dropped)();

    fakes.ipcRenderer.emit(ELECTRON_EVENT_CHANNEL, { sender: fakes.ipcRenderer }, listChanged);

    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
    keepSubscription();
  });
});
