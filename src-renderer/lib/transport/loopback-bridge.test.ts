import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../../shared/ipc/events.js';
import { BRIDGE_EVENTS_PATH, BRIDGE_INVOKE_PATH } from '../../../shared/ipc/transport.js';
import { createLoopbackBridge, type LoopbackBridgeEnvironment } from './loopback-bridge.js';
import type { EventSocketLike } from './reconnecting-event-socket.js';

class FakeSocket implements EventSocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
}

function environment(status: number, body: unknown) {
  const requests: { url: string; init: RequestInit }[] = [];
  const sockets: FakeSocket[] = [];
  const env: LoopbackBridgeEnvironment = {
    fetch: async (url, init) => {
      requests.push({ url, init });
      return { ok: status >= 200 && status < 300, status, json: async () => body };
    },
    location: { protocol: 'http:', host: '127.0.0.1:4791' },
    connectSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
  return { env, requests, sockets };
}

describe('createLoopbackBridge', () => {
  it('POSTs { channel, args } as JSON and sends the session cookie', async () => {
    const { env, requests } = environment(200, { ok: true, value: [] });
    await createLoopbackBridge(env).invoke('campaign/list', {});
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe(BRIDGE_INVOKE_PATH);
    expect(request!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(request!.init.body as string)).toEqual({ channel: 'campaign/list', args: {} });
  });

  it.each([401, 403])('turns HTTP %i into a forbidden refusal', async (status) => {
    const { env } = environment(status, 'Forbidden');
    const outcome = await createLoopbackBridge(env).invoke('campaign/list', {});
    expect(outcome).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses an answer that is not an outcome instead of passing it on', async () => {
    const { env } = environment(200, { campaigns: [] });
    const outcome = await createLoopbackBridge(env).invoke('campaign/list', {});
    expect(outcome).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('opens the events socket on the page’s own host and delivers valid events only', () => {
    const { env, sockets } = environment(200, null);
    const received: AppEvent[] = [];
    createLoopbackBridge(env).onEvent((event) => received.push(event));
    expect(sockets.map((s) => s.url)).toEqual([`ws://127.0.0.1:4791${BRIDGE_EVENTS_PATH}`]);
    const socket = sockets[0]!;
    socket.onopen?.({});
    socket.onmessage?.({ data: JSON.stringify({ name: 'box-data/changed', payload: {} }) });
    socket.onmessage?.({ data: JSON.stringify({ name: 'campaign/hacked', payload: {} }) });
    socket.onmessage?.({ data: 'not json' });
    expect(received).toEqual([{ name: 'box-data/changed', payload: {} }]);
  });

  it('closes the events socket when nobody listens any more', () => {
    const { env, sockets } = environment(200, null);
    const unsubscribe = createLoopbackBridge(env).onEvent(() => {});
    unsubscribe();
    expect(sockets[0]!.closed).toBe(true);
  });
});
