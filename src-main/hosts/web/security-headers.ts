import { bridgeHosts } from './same-origin-guard.js';

/**
 * Sent with every bridge response. The renderer needs nothing beyond its own files and the
 * events socket, so everything else is closed: no inline code, no framing, no caching of
 * save data, no referrer that could carry the address out.
 */
export function securityHeaders(port: number): Record<string, string> {
  const sockets = bridgeHosts(port)
    .map((host) => `ws://${host}`)
    .join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${sockets}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
