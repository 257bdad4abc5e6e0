import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { BRIDGE_TOKEN_HEADER, bridgeTokenCookieName } from '../../../shared/ipc/transport.js';

/** base64url only, so the token can sit in a URL and a cookie unescaped; 22+ characters is 128+ bits. */
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
  return timingSafeEqual(sha256(candidate), sha256(expected));
}

/** True when the request carries the token in the `x-bov-token` header or this port's token cookie. */
export function carriesToken(headers: IncomingHttpHeaders, expected: string, port: number): boolean {
  const header = headers[BRIDGE_TOKEN_HEADER];
  if (typeof header === 'string' && sameToken(header, expected)) return true;
  return cookieValues(headers.cookie, bridgeTokenCookieName(port)).some((value) => sameToken(value, expected));
}

export function tokenCookie(token: string, port: number): string {
  return `${bridgeTokenCookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

/** Every value of the named cookie: a browser may hold several (different paths), any may be the right one. */
function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) values.push(pair.slice(eq + 1).trim());
  }
  return values;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
