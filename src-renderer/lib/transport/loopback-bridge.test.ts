import { describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../../shared/ipc/events.js';
import { BRIDGE_EVENTS_PATH, BRIDGE_EVENTS_PROTOCOL, BRIDGE_INVOKE_PATH, BRIDGE_MAX_REQUEST_BYTES, BRIDGE_TOKEN_STORAGE_KEY, bridgeTokenProtocol } from '../../../shared/ipc/transport.js';
import { takeBridgeToken, type TokenPlace } from './bridge-token.js';
import { onConnectionChange, reportConnection } from './connection-status.js';
import { createLoopbackBridge, type LoopbackBridgeEnvironment } from './loopback-bridge.js';
import type { EventSocketLike } from './reconnecting-event-socket.js';

class FakeSocket implements EventSocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: readonly string[],
  ) {}
  close() {
    this.closed = true;
  }
}

const TOKEN = 'k'.repeat(43);

function environment(status: number, body: unknown, token: string | null = TOKEN) {
  const requests: { url: string; init: RequestInit }[] = [];
  const sockets: FakeSocket[] = [];
  const env: LoopbackBridgeEnvironment = {
    fetch: async (url, init) => {
      requests.push({ url, init });
      return { ok: status >= 200 && status < 300, status, json: async () => body };
    },
    location: { protocol: 'http:', host: '127.0.0.1:4791' },
    token,
    connectSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  };
  return { env, requests, sockets };
}

describe('createLoopbackBridge', () => {
  it('POSTs { channel, args } as JSON with the token in a header, and never sends cookies', async () => {
    const { env, requests } = environment(200, { ok: true, value: [] });
    await createLoopbackBridge(env).invoke('campaign/list', {});
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe(BRIDGE_INVOKE_PATH);
    expect(request!.init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json', 'x-bov-token': TOKEN } });
    expect(JSON.parse(request!.init.body as string)).toEqual({ channel: 'campaign/list', args: {} });
  });

  it('sends no token header when the page was opened without the printed link (the bridge then refuses)', async () => {
    const { env, requests } = environment(401, 'Unauthorized', null);
    const outcome = await createLoopbackBridge(env).invoke('campaign/list', {});
    expect(request(requests).headers).not.toHaveProperty('x-bov-token');
    expect(outcome).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses a request larger than the bridge accepts before sending it, naming its size and the limit', async () => {
    const { env, requests } = environment(200, { ok: true, value: null });
    const outcome = await createLoopbackBridge(env).invoke('box-data/import', { json: 'x'.repeat(BRIDGE_MAX_REQUEST_BYTES) });
    expect(requests).toHaveLength(0);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'too-large', params: { limitBytes: BRIDGE_MAX_REQUEST_BYTES } } });
    const size = !outcome.ok ? Number(outcome.error.params?.sizeBytes) : 0;
    expect(size).toBeGreaterThan(BRIDGE_MAX_REQUEST_BYTES);
  });

  it('turns HTTP 413 into a too-large refusal with the limit, not a bare status', async () => {
    const { env } = environment(413, { ok: false, error: { code: 'invalid-request', message: 'The request is too large.' } });
    const outcome = await createLoopbackBridge(env).invoke('campaign/list', {});
    expect(outcome).toMatchObject({ ok: false, error: { code: 'too-large', params: { limitBytes: BRIDGE_MAX_REQUEST_BYTES } } });
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
    // A browser cannot set a socket's headers: the token rides as a second subprotocol.
    expect(sockets[0]!.protocols).toEqual([BRIDGE_EVENTS_PROTOCOL, bridgeTokenProtocol(TOKEN)]);
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

const request = (requests: { init: RequestInit }[]) => requests[0]!.init as { headers: Record<string, string> };

function place(address: string, stored: Record<string, string> = {}) {
  const url = new URL(address);
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  const tokenPlace: TokenPlace = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    replaceAddress: (next) => replaced.push(next),
  };
  return { tokenPlace, storage, replaced };
}

describe('takeBridgeToken', () => {
  it('keeps the printed link’s token in this tab’s sessionStorage and takes it out of the address bar', () => {
    const { tokenPlace, storage, replaced } = place(`http://127.0.0.1:4791/?token=${TOKEN}#/campaigns/3`);
    expect(takeBridgeToken(tokenPlace)).toBe(TOKEN);
    expect(storage.get(BRIDGE_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(replaced).toEqual(['/#/campaigns/3']);
  });

  it('finds the token again after a reload (the address no longer has it)', () => {
    const { tokenPlace, replaced } = place('http://127.0.0.1:4791/#/box-data', { [BRIDGE_TOKEN_STORAGE_KEY]: TOKEN });
    expect(takeBridgeToken(tokenPlace)).toBe(TOKEN);
    expect(replaced).toEqual([]);
  });

  it('keeps other query parameters and has no token when none was given', () => {
    const { tokenPlace, replaced } = place(`http://127.0.0.1:4791/?lang=pl&token=${TOKEN}`);
    expect(takeBridgeToken(tokenPlace)).toBe(TOKEN);
    expect(replaced).toEqual(['/?lang=pl']);
    expect(takeBridgeToken(place('http://127.0.0.1:4791/').tokenPlace)).toBeNull();
  });

  it('still works for this page when sessionStorage is unavailable', () => {
    const { tokenPlace } = place(`http://127.0.0.1:4791/?token=${TOKEN}`);
    tokenPlace.storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(takeBridgeToken(tokenPlace)).toBe(TOKEN);
  });
});

describe('createLoopbackBridge: a restarted bridge', () => {
  it('reports main as gone when a token that was accepted is refused (a restart on the same port), and back when it answers', async () => {
    const statuses = [200, 403];
    const { env } = environment(200, { ok: true, value: [] });
    env.fetch = async () => {
      const status = statuses.shift() ?? 200;
      return { ok: status === 200, status, json: async () => ({ ok: true, value: [] }) };
    };
    const seen: boolean[] = [];
    const stop = onConnectionChange((up) => seen.push(up));
    try {
      const bridge = createLoopbackBridge(env);
      await bridge.invoke('campaign/list', {});
      const refused = await bridge.invoke('campaign/list', {});
      expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      expect(seen).toEqual([false]);
    } finally {
      reportConnection(true);
      stop();
    }
  });

  it('does not call a first refusal a restart: the page was opened without its link', async () => {
    const { env } = environment(403, null);
    const seen: boolean[] = [];
    const stop = onConnectionChange((up) => seen.push(up));
    try {
      await createLoopbackBridge(env).invoke('campaign/list', {});
      expect(seen).toEqual([]);
    } finally {
      stop();
    }
  });

  it('reports main as gone when the events socket that was open cannot reconnect', () => {
    vi.useFakeTimers();
    const { env, sockets } = environment(200, { ok: true, value: [] });
    const seen: boolean[] = [];
    const stop = onConnectionChange((up) => seen.push(up));
    try {
      const unsubscribe = createLoopbackBridge(env).onEvent(() => {});
      sockets[0]!.onopen?.({});
      sockets[0]!.onclose?.({});
      vi.runOnlyPendingTimers();
      sockets[1]!.onclose?.({});
      expect(seen).toEqual([false]);
      vi.runOnlyPendingTimers();
      sockets[2]!.onopen?.({});
      expect(seen).toEqual([false, true]);
      unsubscribe();
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
