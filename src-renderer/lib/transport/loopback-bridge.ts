import type { AppEvent } from '../../../shared/ipc/events.js';
import type { Outcome } from '../../../shared/ipc/errors.js';
import { BRIDGE_EVENTS_PATH, BRIDGE_INVOKE_PATH, type HostBridgeApi } from '../../../shared/ipc/transport.js';
import { ReconnectingEventSocket, type EventSocketLike } from './reconnecting-event-socket.js';

export interface LoopbackBridgeEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  location: { protocol: string; host: string };
  connectSocket(url: string): EventSocketLike;
}

function browserEnvironment(): LoopbackBridgeEnvironment {
  return {
    fetch: (url, init) => window.fetch(url, init),
    location: window.location,
    connectSocket: (url) => new WebSocket(url) as unknown as EventSocketLike,
  };
}

/**
 * The renderer's side of the loopback bridge (`npm run web`): one POST per request and a
 * WebSocket for events. The per-run token travels as the HttpOnly cookie the bridge set
 * when the printed URL was opened, so this code never sees it.
 */
export function createLoopbackBridge(env: LoopbackBridgeEnvironment = browserEnvironment()): HostBridgeApi {
  const listeners = new Set<(event: AppEvent) => void>();
  const deliver = (event: AppEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const scheme = env.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new ReconnectingEventSocket({
    url: `${scheme}//${env.location.host}${BRIDGE_EVENTS_PATH}`,
    connect: env.connectSocket,
    onEvent: deliver,
    // Whatever happened while the socket was down is unknown: reload every screen.
    onReconnected: () => deliver({ name: 'save/replaced', payload: {} }),
  });

  return {
    async invoke(channel, args) {
      const response = await env.fetch(BRIDGE_INVOKE_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel, args }),
        credentials: 'same-origin',
      });
      if (response.status === 401 || response.status === 403) {
        return {
          ok: false,
          error: {
            code: 'forbidden',
            message: 'This page may not talk to the app. Open the address the app printed when it started (it carries the access key).',
          },
        };
      }
      if (!response.ok) {
        return { ok: false, error: { code: 'internal', message: `The app answered with HTTP ${response.status}.` } };
      }
      const body: unknown = await response.json().catch(() => null);
      if (!isOutcome(body)) {
        return { ok: false, error: { code: 'internal', message: 'The app sent an answer this page does not understand.' } };
      }
      return body;
    },
    onEvent(listener) {
      listeners.add(listener);
      socket.start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) socket.stop();
      };
    },
  };
}

function isOutcome(value: unknown): value is Outcome<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { ok?: unknown; error?: unknown };
  if (candidate.ok === true) return true;
  if (candidate.ok !== false || typeof candidate.error !== 'object' || candidate.error === null) return false;
  const error = candidate.error as { code?: unknown; message?: unknown };
  return typeof error.code === 'string' && typeof error.message === 'string';
}
