import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../../shared/ipc/errors.js';
import {
  CONTENT_SECURITY_POLICY,
  bundleResponseHeaders,
  createInvokeHandler,
  isAllowedPermission,
  isTrustedSender,
  resolveBundleFile,
  shouldBlockNavigation,
  windowOpenDecision,
  type SenderFrame,
} from './guards.js';

const appPage: SenderFrame = { url: 'app://bundle/index.html', parent: null };

function spyCore() {
  const answer: Outcome<unknown> = { ok: true, value: 'answered by the core' };
  return { answer, core: { dispatch: vi.fn(async () => answer) } };
}

const foreignFrames: Array<[string, SenderFrame | null]> = [
  ['a web page', { url: 'https://evil.example/', parent: null }],
  ['a plain http page', { url: 'http://127.0.0.1:4791/', parent: null }],
  ['a local file', { url: 'file:///home/player/index.html', parent: null }],
  ['a subframe of the app page', { url: 'app://bundle/index.html', parent: appPage }],
  ['another host on the app scheme', { url: 'app://evil/index.html', parent: null }],
  ['a look-alike host', { url: 'app://bundle.evil.example/index.html', parent: null }],
  ['a blank page', { url: 'about:blank', parent: null }],
  ['an unparsable url', { url: '', parent: null }],
  ['a frame that navigated away (null)', null],
];

describe('isTrustedSender', () => {
  it('trusts the app page loaded from app://bundle/', () => {
    expect(isTrustedSender(appPage)).toBe(true);
    expect(isTrustedSender({ url: 'app://bundle/#/campaigns/3', parent: null })).toBe(true);
  });

  it.each(foreignFrames)('does not trust %s', (_label, frame) => {
    expect(isTrustedSender(frame)).toBe(false);
  });
});

describe('createInvokeHandler', () => {
  it('hands a request from the app page to the core unchanged', async () => {
    const { core, answer } = spyCore();
    const handle = createInvokeHandler(core);

    const outcome = await handle({ senderFrame: appPage }, 'campaign/rename', { campaignId: 1, name: 'Venice' });

    expect(outcome).toBe(answer);
    expect(core.dispatch).toHaveBeenCalledExactlyOnceWith('campaign/rename', { campaignId: 1, name: 'Venice' });
  });

  it.each(foreignFrames)('refuses %s as forbidden without running anything', async (_label, frame) => {
    const { core } = spyCore();
    const handle = createInvokeHandler(core);

    const outcome = await handle({ senderFrame: frame }, 'campaign/delete', { campaignId: 1 });

    expect(outcome).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(core.dispatch).not.toHaveBeenCalled();
  });

  it('answers a foreign sender forbidden even for a made-up channel, so it cannot probe channel names', async () => {
    const { core } = spyCore();
    const outcome = await createInvokeHandler(core)({ senderFrame: foreignFrames[0]![1] }, 'no/such-channel', {});
    expect(outcome).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it.each([
    ['an unknown name', 'campaign/drop-table'],
    ['an inherited property name', 'constructor'],
    ['a number', 42],
    ['no name at all', undefined],
    ['an object', { toString: () => 'campaign/list' }],
  ])('refuses %s as unknown-channel without running anything', async (_label, channel) => {
    const { core } = spyCore();
    const outcome = await createInvokeHandler(core)({ senderFrame: appPage }, channel, {});

    expect(outcome).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    expect(core.dispatch).not.toHaveBeenCalled();
  });
});

describe('navigation, popups and permissions', () => {
  it.each(['app://bundle/index.html', 'https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)'])(
    'blocks navigating the window to %s',
    (url) => {
      expect(shouldBlockNavigation(url)).toBe(true);
    },
  );

  it.each(['https://example.com/', 'app://bundle/index.html', 'about:blank'])('denies window.open(%s)', (url) => {
    expect(windowOpenDecision(url)).toEqual({ action: 'deny' });
  });

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown'])(
    'denies the %s permission',
    (permission) => {
      expect(isAllowedPermission(permission)).toBe(false);
    },
  );
});

describe('resolveBundleFile', () => {
  const rendererDir = resolve('/opt/bov/out/renderer');
  const index = join(rendererDir, 'index.html');

  it.each([
    ['app://bundle/', index],
    ['app://bundle', index],
    ['app://bundle/index.html', index],
    ['app://bundle/assets/index-4f2a.js', join(rendererDir, 'assets', 'index-4f2a.js')],
    ['app://bundle/assets/index-4f2a.css?v=2#top', join(rendererDir, 'assets', 'index-4f2a.css')],
    ['app://bundle/assets/crest%20gold.svg', join(rendererDir, 'assets', 'crest gold.svg')],
    ['app://bundle/campaigns/3', index],
    ['app://bundle/settings', index],
  ])('serves %s from the bundle', (url, expected) => {
    expect(resolveBundleFile(url, rendererDir)).toBe(expected);
  });

  it.each([
    ['another host', 'app://evil/index.html'],
    ['another scheme', 'https://bundle/index.html'],
    ['a file url', 'file:///etc/passwd'],
    ['encoded slashes climbing out', 'app://bundle/..%2f..%2fpackage.json'],
    ['encoded dots and slashes climbing out', 'app://bundle/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['climbing out from a subfolder', 'app://bundle/assets/..%2f..%2f..%2fdb%2fmigrations%2f001-initial.sql'],
    ['a sibling folder sharing the prefix', 'app://bundle/..%2frenderer-secrets%2fkey.json'],
    ['climbing out to an extension-less path', 'app://bundle/..%2f..%2f..%2fetc'],
    ['Windows separators', 'app://bundle/..%5c..%5cpackage.json'],
    ['a NUL byte', 'app://bundle/index.html%00.png'],
    ['broken percent-encoding', 'app://bundle/%E0%A4%A.js'],
    ['not a url', 'index.html'],
  ])('refuses %s', (_label, url) => {
    expect(resolveBundleFile(url, rendererDir)).toBeNull();
  });
});

describe('bundleResponseHeaders', () => {
  it('sends the strict CSP and nosniff with every file', () => {
    for (const file of ['index.html', 'assets/app.js', 'assets/app.css', 'assets/data.bin']) {
      const headers = bundleResponseHeaders(file);
      expect(headers['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('the CSP allows only the app itself and forbids plugins, framing, forms and base rewrites', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'none'");
  });

  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index-4f2a.js', 'text/javascript; charset=utf-8'],
    ['assets/index-4f2a.css', 'text/css; charset=utf-8'],
    ['assets/crest.SVG', 'image/svg+xml'],
    ['assets/font.woff2', 'font/woff2'],
    ['assets/unknown.xyz', 'application/octet-stream'],
  ])('labels %s as %s so Chromium will use it under nosniff', (file, type) => {
    expect(bundleResponseHeaders(file)['Content-Type']).toBe(type);
  });
});
