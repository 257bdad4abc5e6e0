import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { BRIDGE_TOKEN_HEADER, bridgeTokenProtocol } from '../../../shared/ipc/transport.js';

/** base64url only, so the token can sit in a URL, a header and a WebSocket subprotocol unescaped; 22+ characters is 128+ bits. */
const USABLE_TOKEN = /^[A-Za-z0-9_-]{22,}$/;

/** A fresh secret per run: anyone on this machine can reach the port, only the printed link's holder gets in. */
export function newBridgeToken(): string {
  return randomBytes(32).toString('base64url');
}

export function assertUsableToken(token: string): void {
  if (!USABLE_TOKEN.test(token)) throw new Error('A bridge token must be at least 22 base64url characters.');
}

/** Hashing both sides first gives equal-length buffers, so timing reveals neither the content nor the length. */
export function sameToken(candidate: string, expected: string): boolean {
  return timingSafeEqual(sha256(candidate), expectedDigest(expected));
}

/** The expected token's digest, worked out once: a bridge has one token for its whole run, and every request is compared with it. */
let expectedDigestOf: { token: string; digest: Buffer } | null = null;
function expectedDigest(token: string): Buffer {
  if (expectedDigestOf?.token !== token) expectedDigestOf = { token, digest: sha256(token) };
  return expectedDigestOf.digest;
}

/**
 * True when the request carries the token: in the `x-bov-token` header, or (for the events
 * socket, where a browser cannot set headers) as the `bov-token.<token>` subprotocol.
 * Cookies are never read: a browser sends 127.0.0.1's cookies to every port on it.
 */
export function carriesToken(headers: IncomingHttpHeaders, expected: string): boolean {
  const header = headers[BRIDGE_TOKEN_HEADER];
  if (typeof header === 'string' && sameToken(header, expected)) return true;
  const prefix = bridgeTokenProtocol('');
  return offeredProtocols(headers).some((protocol) => protocol.startsWith(prefix) && sameToken(protocol.slice(prefix.length), expected));
}

/** The subprotocols a WebSocket handshake offers, in order. */
export function offeredProtocols(headers: IncomingHttpHeaders): string[] {
  const value = headers['sec-websocket-protocol'];
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((protocol) => protocol.trim())
    .filter((protocol) => protocol !== '');
}

/** One-shot: every request's token is hashed, and a hash object per request is a good part of its checks' cost. */
function sha256(text: string): Buffer {
  return hash('sha256', text, 'buffer');
}
