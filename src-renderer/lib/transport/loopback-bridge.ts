import type { AppEvent } from '../../../shared/ipc/events.js';
import type { Outcome } from '../../../shared/ipc/errors.js';
import {
  BRIDGE_EVENTS_PATH,
  BRIDGE_EVENTS_PROTOCOL,
  BRIDGE_INVOKE_PATH,
  BRIDGE_MAX_REQUEST_BYTES,
  BRIDGE_TOKEN_HEADER,
  bridgeTokenProtocol,
  type HostBridgeApi,
} from '../../../shared/ipc/transport.js';
import { browserTokenPlace, takeBridgeToken } from './bridge-token.js';
import { reportConnection } from './connection-status.js';
import { ReconnectingEventSocket, type EventSocketLike } from './reconnecting-event-socket.js';

export interface LoopbackBridgeEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  location: { protocol: string; host: string };
  /** The per-run token from the printed link, or null when the page was opened without it. */
  token: string | null;
  connectSocket(url: string, protocols: string[]): EventSocketLike;
}

function browserEnvironment(): LoopbackBridgeEnvironment {
  return {
    fetch: (url, init) => window.fetch(url, init),
    location: window.location,
    token: takeBridgeToken(browserTokenPlace()),
    connectSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as EventSocketLike,
  };
}

/**
 * The renderer's side of the loopback bridge (`npm run web`): one POST per request and a
 * WebSocket for events. The per-run token travels in a header (and as a subprotocol of the
 * socket), never in a cookie: cookies for 127.0.0.1 reach every port on it.
 */
export function createLoopbackBridge(env: LoopbackBridgeEnvironment = browserEnvironment()): HostBridgeApi {
  const listeners = new Set<(event: AppEvent) => void>();
  const deliver = (event: AppEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  /** Whether the bridge ever accepted this page's token: a later refusal then means it restarted. */
  let answered = false;
  const scheme = env.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const protocols = env.token === null ? [BRIDGE_EVENTS_PROTOCOL] : [BRIDGE_EVENTS_PROTOCOL, bridgeTokenProtocol(env.token)];
  const socket = new ReconnectingEventSocket({
    url: `${scheme}//${env.location.host}${BRIDGE_EVENTS_PATH}`,
    connect: (url) => env.connectSocket(url, protocols),
    onEvent: deliver,
    // Whatever happened while the socket was down is unknown: reload every screen.
    onReconnected: () => {
      reportConnection(true);
      deliver({ name: 'save/replaced', payload: {} });
    },
    onUnreachable: () => reportConnection(false),
  });

  return {
    async invoke(channel, args) {
      const body = JSON.stringify({ channel, args });
      const sizeBytes = new TextEncoder().encode(body).length;
      // Refused here, before a byte is uploaded, with the limit the bridge would apply.
      if (sizeBytes > BRIDGE_MAX_REQUEST_BYTES) return tooLarge(sizeBytes);
      const response = await env.fetch(BRIDGE_INVOKE_PATH, {
        method: 'POST',
        headers: env.token === null ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', [BRIDGE_TOKEN_HEADER]: env.token },
        body,
        // Nothing the bridge reads lives in a cookie; sending none keeps stray ones out.
        credentials: 'omit',
      });
      // A refused token on a page that was talking to the app: a restart on the same port.
      if ((response.status === 401 || response.status === 403) && answered) reportConnection(false);
      else answered = true;
      if (response.status === 401 || response.status === 403) {
        return {
          ok: false,
          error: {
            code: 'forbidden',
            message: 'This page may not talk to the app. Open the address the app printed when it started (it carries the access key).',
          },
        };
      }
      if (response.status === 413) return tooLarge(sizeBytes);
      if (!response.ok) {
        return { ok: false, error: { code: 'internal', message: `The app answered with HTTP ${response.status}.` } };
      }
      const answer: unknown = await response.json().catch(() => null);
      if (!isOutcome(answer)) {
        return { ok: false, error: { code: 'internal', message: 'The app sent an answer this page does not understand.' } };
      }
      return answer;
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

function tooLarge(sizeBytes: number): Outcome<never> {
  return {
    ok: false,
    error: {
      code: 'too-large',
      message: `This is too large to send to the app (${sizeBytes} bytes; the limit is ${BRIDGE_MAX_REQUEST_BYTES}). Nothing was sent.`,
      params: { sizeBytes, limitBytes: BRIDGE_MAX_REQUEST_BYTES },
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
