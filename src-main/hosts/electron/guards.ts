import { extname, join, resolve, sep } from 'node:path';
import { isChannelName } from '../../../shared/ipc/channels.js';
import type { Outcome } from '../../../shared/ipc/errors.js';
import { ELECTRON_APP_ORIGIN } from '../../../shared/ipc/transport.js';
import type { AppCore } from '../../app-core.js';
import { contentTypeOf } from '../content-types.js';

/**
 * The Electron host's security policy, kept free of `electron` imports so every decision
 * is unit-tested in plain Node. main.ts only wires these functions to Electron's hooks.
 */

const appOrigin = new URL(ELECTRON_APP_ORIGIN);
/** `app`, the custom scheme the renderer bundle is served from. */
export const APP_SCHEME = appOrigin.protocol.slice(0, -1);
const APP_HOST = appOrigin.host;

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/** The part of Electron's WebFrameMain the sender check reads. */
export interface SenderFrame {
  url: string;
  parent: unknown;
}

function isAppUrl(url: string): URL | null {
  // URL.canParse keeps a hostile or empty string from throwing inside an IPC handler.
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === appOrigin.protocol && parsed.host === APP_HOST ? parsed : null;
}

/**
 * Only the app's own top-level page may call into main. A subframe could host anything
 * the page embeds, and the frame is null when the sender navigated away or was destroyed.
 */
export function isTrustedSender(frame: SenderFrame | null): boolean {
  if (frame === null || frame.parent !== null) return false;
  return isAppUrl(frame.url) !== null;
}

export type InvokeHandler = (
  event: { senderFrame: SenderFrame | null },
  channel: unknown,
  args: unknown,
) => Promise<Outcome<unknown>>;

function describeChannel(channel: unknown): string {
  return typeof channel === 'string' ? `"${channel.slice(0, 80)}"` : 'without a name';
}

/** The `ipcMain.handle` callback: refuses before any handler runs, otherwise defers to the core. */
export function createInvokeHandler(core: Pick<AppCore, 'dispatch'>): InvokeHandler {
  return async (event, channel, args) => {
    // The sender is checked first so a foreign page cannot even probe which channels exist.
    if (!isTrustedSender(event.senderFrame)) {
      return { ok: false, error: { code: 'forbidden', message: "Only the app's own window may send requests." } };
    }
    if (!isChannelName(channel)) {
      return { ok: false, error: { code: 'unknown-channel', message: `There is no request ${describeChannel(channel)}.` } };
    }
    return core.dispatch(channel, args);
  };
}

/** The renderer is one page that routes by itself, so any real navigation is an attack or a bug. */
export function shouldBlockNavigation(_url: string): boolean {
  return true;
}

/** No popups: nothing in the app opens a second window, and a link must not escape the sandbox. */
export function windowOpenDecision(_url: string): { action: 'deny' } {
  return { action: 'deny' };
}

/** The app needs no camera, microphone, location, notifications or any other browser permission. */
export function isAllowedPermission(_permission: string): boolean {
  return false;
}

/**
 * Maps a request on `app://bundle/` to a file inside the built renderer, or null when the
 * request is for another host or would reach outside the folder. Paths without an
 * extension are the renderer's own routes and get index.html.
 */
export function resolveBundleFile(requestUrl: string, rendererDir: string): string | null {
  const url = isAppUrl(requestUrl);
  if (url === null) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // No shipped file has these characters; refusing them makes the check the same on every OS.
  if (path.includes('\0') || path.includes('\\')) return null;

  const root = resolve(rendererDir);
  const file = resolve(root, `.${path}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return file === root || extname(file) === '' ? join(root, 'index.html') : file;
}

/** Headers for a file served on `app://bundle/`. */
export function bundleResponseHeaders(file: string): Record<string, string> {
  return {
    'Content-Type': contentTypeOf(file),
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
}
