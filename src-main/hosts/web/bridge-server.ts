import { readFile } from 'node:fs/promises';
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { BRIDGE_EVENTS_PATH, BRIDGE_INVOKE_PATH } from '../../../shared/ipc/transport.js';
import type { AppCore } from '../../app-core.js';
import { assertUsableToken, carriesToken, newBridgeToken } from './bridge-token.js';
import { createEventSockets, type EventSockets } from './event-sockets.js';
import { MAX_INVOKE_BODY_BYTES, isJsonContentType, parseInvokeMessage, readBody } from './invoke-request.js';
import { send, sendJson, sendText } from './responses.js';
import { MISSING_TOKEN, checkSameOrigin, type Refusal } from './same-origin-guard.js';
import { securityHeaders } from './security-headers.js';
import { findStaticFile } from './static-files.js';

/** Loopback only: the bridge is for a browser on this machine, never for the network. */
export const BRIDGE_LISTEN_ADDRESS = '127.0.0.1';

/**
 * A browser on this machine sends a request's headers at once and its body (5 MB at most)
 * in well under a second. A local program that trickles them (a header byte a second) is
 * dropped after these times instead of Node's defaults (a minute, five minutes), and the
 * open connections are bounded, so stuck programs cannot pile them up.
 */
export const BRIDGE_LIMITS = {
  headersTimeoutMs: 3_000,
  requestTimeoutMs: 15_000,
  /** How often Node looks for connections past those times (its default is 30 s). */
  checkEveryMs: 500,
  /** The page's few requests and its events socket, many times over. */
  maxConnections: 64,
} as const;

export interface BridgeOptions {
  core: AppCore;
  /** The built renderer (out/renderer). */
  staticDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** A fresh random token per run unless a caller (a test) needs a known one. */
  token?: string;
  log?: (message: string, error?: unknown) => void;
}

export interface Bridge {
  /** The link to print: it carries the token, which the page keeps for its tab (never in a cookie). */
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

interface BridgeContext {
  core: AppCore;
  staticDir: string;
  port: number;
  token: string;
  headers: Record<string, string>;
  log: (message: string, error?: unknown) => void;
}

/**
 * Serves the renderer and the IPC contract to a browser over loopback HTTP: `POST
 * /api/invoke` for requests and a WebSocket on `/api/events` for pushes. Every request
 * must come from the bridge's own origin; every API request and socket must also carry the
 * per-run token. The page's files are served without it: they hold no secret, and a
 * browser's navigation cannot send a header.
 */
export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const token = options.token ?? newBridgeToken();
  assertUsableToken(token);
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));

  const server = createServer({
    headersTimeout: BRIDGE_LIMITS.headersTimeoutMs,
    requestTimeout: BRIDGE_LIMITS.requestTimeoutMs,
    connectionsCheckingInterval: BRIDGE_LIMITS.checkEveryMs,
  });
  server.maxConnections = BRIDGE_LIMITS.maxConnections;
  // Node's header timeout starts with the first byte: a connection that sends nothing at all
  // is dropped after the same time of silence. A request or an events socket ends the wait
  // (a long command must not lose its connection; keep-alive has its own timeout after).
  server.on('connection', (socket: Socket) => socket.setTimeout(BRIDGE_LIMITS.headersTimeoutMs, () => socket.destroy()));
  const port = await listen(server, options.port ?? 0);
  // Attached in the same tick the port is bound, so no connection can arrive unhandled.
  const context: BridgeContext = { core: options.core, staticDir: options.staticDir, port, token, headers: securityHeaders(port), log };
  const sockets = createEventSockets(options.core);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    req.socket.setTimeout(0);
    handleRequest(context, req, res).catch((error: unknown) => {
      log('The bridge could not answer a request.', error);
      if (!res.headersSent) sendText(res, 500, 'The app could not answer this request.\n', context.headers);
      else res.destroy();
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => handleUpgrade(context, sockets, req, socket, head));

  const origin = `http://${BRIDGE_LISTEN_ADDRESS}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    token,
    close: () => (closing ??= closeBridge(server, sockets)),
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, BRIDGE_LISTEN_ADDRESS, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function closeBridge(server: Server, sockets: EventSockets): Promise<void> {
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive connections would otherwise hold the server open for seconds.
  server.closeAllConnections();
  await sockets.close();
  await stopped;
}

async function handleRequest(context: BridgeContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refusal = checkSameOrigin(req.headers, context.port);
  if (refusal) return refuse(context, res, refusal);

  const pathname = pathOf(req.url);
  if (pathname.startsWith('/api/') && !carriesToken(req.headers, context.token)) return refuse(context, res, MISSING_TOKEN);

  if (pathname === BRIDGE_INVOKE_PATH) {
    if (req.method !== 'POST') return notAllowed(context, res, 'POST');
    return invoke(context, req, res);
  }
  if (pathname === BRIDGE_EVENTS_PATH) {
    return sendText(res, 426, 'This address only accepts a WebSocket.\n', { ...context.headers, Upgrade: 'websocket' });
  }
  if (pathname.startsWith('/api/')) return sendText(res, 404, 'There is no such request.\n', context.headers);
  if (req.method !== 'GET') return notAllowed(context, res, 'GET');

  const file = await findStaticFile(context.staticDir, pathname);
  if (file === null) return sendText(res, 404, 'Not found.\n', context.headers);
  send(res, 200, await readFile(file.path), { ...context.headers, 'Content-Type': file.contentType });
}

/**
 * The path a request names, as a URL reads it (dot segments resolved, the query left out…). The
 * page names the invoke path exactly as it is, with every request: that one is taken as it is,
 * without building a URL for it.
 */
function pathOf(target: string | undefined): string {
  return target === BRIDGE_INVOKE_PATH ? BRIDGE_INVOKE_PATH : new URL(target ?? '/', 'http://bridge.invalid').pathname;
}

async function invoke(context: BridgeContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!isJsonContentType(req.headers['content-type'])) {
    return sendJson(res, 415, { ok: false, error: { code: 'invalid-request', message: 'Send the request as application/json.' } }, context.headers);
  }
  const read = await readBody(req, MAX_INVOKE_BODY_BYTES);
  if (read.kind === 'too-large') {
    // Closing the connection stops the rest of an oversized body from being read at all.
    const error = { code: 'invalid-request', message: 'The request is too large.' };
    return sendJson(res, 413, { ok: false, error }, { ...context.headers, Connection: 'close' });
  }
  const parsed = parseInvokeMessage(read.body);
  if (!parsed.ok) return sendJson(res, 200, { ok: false, error: parsed.error }, context.headers);
  sendJson(res, 200, await context.core.dispatch(parsed.message.channel, parsed.message.args), context.headers);
}

function handleUpgrade(context: BridgeContext, sockets: EventSockets, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  socket.on('error', () => socket.destroy());
  (socket as Partial<Socket>).setTimeout?.(0);
  const path = pathOf(req.url);
  const refusal: Refusal | null =
    checkSameOrigin(req.headers, context.port) ??
    (carriesToken(req.headers, context.token) ? null : MISSING_TOKEN) ??
    (path === BRIDGE_EVENTS_PATH ? null : { status: 404, message: 'There is no such socket.\n' });
  if (refusal) {
    const body = Buffer.from(refusal.message, 'utf8');
    socket.end(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
        'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${refusal.message}`,
    );
    return;
  }
  sockets.accept(req, socket, head);
}

function refuse(context: BridgeContext, res: ServerResponse, refusal: Refusal): void {
  sendText(res, refusal.status, refusal.message, context.headers);
}

function notAllowed(context: BridgeContext, res: ServerResponse, allowed: string): void {
  sendText(res, 405, `Only ${allowed} is accepted here.\n`, { ...context.headers, Allow: allowed });
}
