import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { CampaignDetail, CampaignSummary } from '../../../shared/campaigns/campaign.js';
import type { Outcome } from '../../../shared/ipc/errors.js';
import type { AppEvent } from '../../../shared/ipc/events.js';
import { BRIDGE_EVENTS_PROTOCOL, bridgeTokenProtocol } from '../../../shared/ipc/transport.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../../test-support/temp-core.js';
import { startBridge, type Bridge } from './bridge-server.js';

const INDEX_HTML = '<!doctype html><title>bov test shell</title><script type="module" src="/assets/app.js"></script>';
const APP_JS = 'export const marker = "bov-test-bundle";';
const SECRET = 'secret-outside-the-static-folder';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** node:http rather than fetch: fetch normalises `..` away and will not let a test choose Host. */
function raw(bridge: Bridge, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: bridge.port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${bridge.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function invoke(bridge: Bridge, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${bridge.origin}/api/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bov-token': bridge.token, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function invokeOutcome(bridge: Bridge, channel: string, args?: unknown): Promise<Outcome<unknown>> {
  const res = await invoke(bridge, { channel, args });
  expect(res.status).toBe(200);
  return (await res.json()) as Outcome<unknown>;
}

/** Resolves with the open socket, or rejects with the HTTP status the handshake was refused with. */
function openEvents(bridge: Bridge, options: { headers?: Record<string, string>; origin?: string; protocols?: string[] } = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${bridge.port}/api/events`, options.protocols ?? [], {
      headers: options.headers ?? {},
      ...(options.origin === undefined ? {} : { origin: options.origin }),
    });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => {
      reject(new Error(`refused with ${res.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

function nextEvent(socket: WebSocket, name: AppEvent['name']): Promise<AppEvent> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const event = JSON.parse(data.toString('utf8')) as AppEvent;
      if (event.name !== name) return;
      socket.off('message', onMessage);
      resolve(event);
    };
    socket.on('message', onMessage);
  });
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('loopback bridge', () => {
  let test: TestCore;
  let bridge: Bridge;
  let files: ReturnType<typeof tempDir>;
  let staticDir: string;

  beforeAll(async () => {
    files = tempDir('bov-bridge-');
    staticDir = join(files.dir, 'renderer');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(staticDir, 'assets', 'app.js'), APP_JS);
    writeFileSync(join(staticDir, 'assets', 'app.css'), 'body { margin: 0; }');
    writeFileSync(join(files.dir, 'secret.txt'), SECRET);
    writeFileSync(join(files.dir, 'secret'), SECRET);
    symlinkSync(join(files.dir, 'secret.txt'), join(staticDir, 'assets', 'linked.txt'));
    test = await openTestCore();
    bridge = await startBridge({ core: test.core, staticDir, port: 0 });
  });

  afterAll(async () => {
    await bridge.close();
    await test.dispose();
    files.cleanup();
  });

  describe('reachability', () => {
    it('prints a 127.0.0.1 link carrying a long random token', () => {
      expect(bridge.origin).toBe(`http://127.0.0.1:${bridge.port}`);
      expect(bridge.url).toBe(`${bridge.origin}/?token=${bridge.token}`);
      expect(bridge.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('gives each run its own token', async () => {
      const other = await startBridge({ core: test.core, staticDir });
      try {
        expect(other.token).not.toBe(bridge.token);
        expect(other.port).not.toBe(bridge.port);
      } finally {
        await other.close();
      }
    });

    it('listens on 127.0.0.1 only, not on other loopback or network addresses', async () => {
      expect(await canConnect('127.0.0.1', bridge.port)).toBe(true);
      const elsewhere = Object.values(networkInterfaces())
        .flat()
        .filter((address) => address !== undefined && address.family === 'IPv4' && !address.internal)
        .map((address) => address!.address);
      // Linux routes all of 127/8 to the loopback device, so a wildcard bind would answer here.
      if (process.platform === 'linux') elsewhere.push('127.0.0.2');
      for (const host of elsewhere) expect(await canConnect(host, bridge.port), host).toBe(false);
    });
  });

  describe('token', () => {
    it('serves the page for the printed link without setting a cookie, and the page holds no secret', async () => {
      const res = await raw(bridge, `/?token=${bridge.token}`);
      expect(res.status).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.body).not.toContain(bridge.token);
      // Browsers send 127.0.0.1's cookies to every port: a token in a cookie would reach any local server.
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('never sets a cookie, whatever is asked', async () => {
      const answers = [
        await raw(bridge, `/?token=${bridge.token}`),
        await raw(bridge, '/?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
        await raw(bridge, '/assets/app.js'),
        await raw(bridge, '/api/invoke', { method: 'POST', headers: { 'content-type': 'application/json', 'x-bov-token': bridge.token }, body: '{"channel":"campaign/list"}' }),
      ];
      for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
    });

    it('ignores the token in a cookie: only the header (or the socket protocol) counts', async () => {
      const res = await raw(bridge, '/api/invoke', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `bov_token_${bridge.port}=${bridge.token}; bov_token=${bridge.token}` },
        body: JSON.stringify({ channel: 'campaign/create', args: twoPlayerCampaign('Cookie-driven') }),
      });
      expect(res.status).toBe(401);
      const names = (await test.call('campaign/list', {})).map((campaign) => campaign.name);
      expect(names).not.toContain('Cookie-driven');
    });

    it('refuses an API request without a token, or with a wrong one, and runs nothing', async () => {
      const noToken = await raw(bridge, '/api/invoke', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'campaign/create', args: twoPlayerCampaign('Never created') }),
      });
      expect(noToken.status).toBe(401);
      expect(noToken.body).toContain('open the link the app printed');
      const wrongToken = await invoke(bridge, { channel: 'campaign/create', args: twoPlayerCampaign('Never created') }, { 'x-bov-token': 'x'.repeat(43) });
      expect(wrongToken.status).toBe(401);
      const names = (await test.call('campaign/list', {})).map((campaign) => campaign.name);
      expect(names).not.toContain('Never created');
    });

    it('refuses the events socket without a token, with a wrong one, or with the token in a cookie', async () => {
      await expect(openEvents(bridge)).rejects.toThrow('refused with 401');
      await expect(openEvents(bridge, { protocols: [BRIDGE_EVENTS_PROTOCOL, bridgeTokenProtocol('x'.repeat(43))] })).rejects.toThrow('refused with 401');
      await expect(openEvents(bridge, { headers: { cookie: `bov_token_${bridge.port}=${bridge.token}` } })).rejects.toThrow('refused with 401');
    });
  });

  describe('origin and host (DNS rebinding, cross-site requests)', () => {
    it.each([
      ['a rebound name', (port: number) => `evil.example:${port}`],
      ['a name without the port', () => 'evil.example'],
      ['127.0.0.1 without the port', () => '127.0.0.1'],
      ['127.0.0.1 on another port', () => '127.0.0.1:1'],
      ['IPv6 loopback', (port: number) => `[::1]:${port}`],
    ])('answers 403 to a Host that is %s, even with the token', async (_label, hostFor) => {
      const host = hostFor(bridge.port);
      const res = await raw(bridge, '/', { headers: { host, 'x-bov-token': bridge.token } });
      expect(res.status).toBe(403);
      expect(res.body).not.toContain('bov test shell');
    });

    it('accepts localhost as well as 127.0.0.1, each with its own origin', async () => {
      const body = JSON.stringify({ channel: 'campaign/list' });
      for (const host of [`127.0.0.1:${bridge.port}`, `localhost:${bridge.port}`]) {
        const res = await raw(bridge, '/api/invoke', {
          method: 'POST',
          headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-bov-token': bridge.token },
          body,
        });
        expect(res.status, host).toBe(200);
      }
    });

    it.each([
      ['another site', () => 'https://evil.example'],
      ['an opaque origin', () => 'null'],
      ['another local port', () => 'http://127.0.0.1:1'],
      ['localhost while the Host is 127.0.0.1', (port: number) => `http://localhost:${port}`],
    ])('refuses a POST from %s even with the token', async (_label, originFor) => {
      const origin = originFor(bridge.port);
      const res = await raw(bridge, '/api/invoke', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-bov-token': bridge.token },
        body: JSON.stringify({ channel: 'campaign/create', args: twoPlayerCampaign('Cross-site') }),
      });
      expect(res.status).toBe(403);
      const names = (await test.call('campaign/list', {})).map((campaign) => campaign.name);
      expect(names).not.toContain('Cross-site');
    });

    it('refuses the events socket from a foreign origin or host', async () => {
      const token = { 'x-bov-token': bridge.token };
      await expect(openEvents(bridge, { headers: token, origin: 'https://evil.example' })).rejects.toThrow('refused with 403');
      await expect(openEvents(bridge, { headers: { ...token, host: `evil.example:${bridge.port}` } })).rejects.toThrow('refused with 403');
    });
  });

  describe('static files', () => {
    // The page's own files hold no secret, so a browser opening the address gets them without the token.
    const authorised = () => ({});

    it.each([
      ['/', 'text/html; charset=utf-8', INDEX_HTML],
      ['/index.html', 'text/html; charset=utf-8', INDEX_HTML],
      ['/assets/app.js', 'text/javascript; charset=utf-8', APP_JS],
      ['/assets/app.css', 'text/css; charset=utf-8', 'body { margin: 0; }'],
    ])('serves %s as %s', async (path, type, body) => {
      const res = await raw(bridge, path, { headers: authorised() });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.body).toBe(body);
    });

    it('answers app routes (no extension) with index.html, and missing files with 404', async () => {
      expect((await raw(bridge, '/campaigns/3/history', { headers: authorised() })).body).toBe(INDEX_HTML);
      expect((await raw(bridge, '/assets/missing.js', { headers: authorised() })).status).toBe(404);
    });

    it.each([
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets/linked.txt',
      '/%zz',
      '/index.html%00.js',
    ])('refuses %s with 404 (nothing outside the renderer folder is served)', async (path) => {
      const res = await raw(bridge, path, { headers: authorised() });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('root:');
    });

    it('refuses other methods than GET', async () => {
      const res = await raw(bridge, '/index.html', { method: 'DELETE', headers: authorised() });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET');
    });

    it('sends the CSP and hardening headers on pages, refusals and API answers alike', async () => {
      const answers = [
        await raw(bridge, '/', { headers: authorised() }),
        await raw(bridge, '/'),
        await raw(bridge, '/assets/missing.js', { headers: authorised() }),
        await raw(bridge, '/', { headers: { host: 'evil.example' } }),
      ];
      const api = await invoke(bridge, { channel: 'campaign/list' });
      for (const headers of [...answers.map((answer) => answer.headers), Object.fromEntries(api.headers)]) {
        expect(headers['content-security-policy']).toBe(
          "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
            `connect-src 'self' ws://127.0.0.1:${bridge.port} ws://localhost:${bridge.port}; ` +
            "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
        );
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('no-referrer');
        expect(headers['cache-control']).toBe('no-store');
        expect(headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      }
    });
  });

  describe('POST /api/invoke', () => {
    it('creates a campaign and lists it, through the same contract as Electron IPC', async () => {
      const created = await invokeOutcome(bridge, 'campaign/create', twoPlayerCampaign('Bridge round trip'));
      expect(created.ok).toBe(true);
      const campaign = (created as { ok: true; value: CampaignDetail }).value;
      expect(campaign.name).toBe('Bridge round trip');

      const listed = await invokeOutcome(bridge, 'campaign/list');
      expect(listed.ok).toBe(true);
      const summaries = (listed as { ok: true; value: CampaignSummary[] }).value;
      expect(summaries.find((summary) => summary.id === campaign.id)?.playerNames).toEqual(['Anna', 'Bartek']);
    });

    it('passes the dispatcher’s refusals through unchanged', async () => {
      expect(await invokeOutcome(bridge, 'campaign/explode', {})).toEqual({
        ok: false,
        error: { code: 'unknown-channel', message: 'There is no request called "campaign/explode".' },
      });
      const outcome = await invokeOutcome(bridge, 'campaign/create', { ...twoPlayerCampaign(), name: '   ' });
      expect(outcome).toMatchObject({ ok: false, error: { code: 'invalid-request', field: 'name' } });
    });

    it.each([
      ['malformed JSON', '{"channel": "campaign/list"', undefined],
      ['a JSON array', '["campaign/list"]', undefined],
      ['JSON null', 'null', undefined],
      ['a missing channel', '{"args": {}}', 'channel'],
      ['a channel that is not a string', '{"channel": 7}', 'channel'],
      ['an unknown envelope key', '{"channel": "campaign/list", "token": "x"}', 'token'],
    ])('answers %s with invalid-request (HTTP 200)', async (_label, body, field) => {
      const res = await invoke(bridge, body);
      expect(res.status).toBe(200);
      const outcome = (await res.json()) as Outcome<unknown>;
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.error.code).toBe('invalid-request');
      expect(outcome.error.message.length).toBeGreaterThan(0);
      expect(outcome.error.field).toBe(field);
    });

    it('answers bytes that are not UTF-8 with invalid-request', async () => {
      const res = await fetch(`${bridge.origin}/api/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bov-token': bridge.token },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      });
      expect(((await res.json()) as Outcome<unknown>).ok).toBe(false);
    });

    it('requires application/json, which a cross-site HTML form cannot send', async () => {
      const res = await invoke(bridge, JSON.stringify({ channel: 'campaign/list' }), { 'content-type': 'text/plain' });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    });

    it('refuses a body over 6 MB with 413 and keeps serving', async () => {
      const oversized = JSON.stringify({ channel: 'box-data/import', args: { json: 'x'.repeat(6 * 1024 * 1024) } });
      const res = await invoke(bridge, oversized);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
      expect((await invokeOutcome(bridge, 'campaign/list')).ok).toBe(true);
    });

    it('accepts only POST, and only on known API paths', async () => {
      const get = await raw(bridge, '/api/invoke', { headers: { 'x-bov-token': bridge.token } });
      expect(get.status).toBe(405);
      expect(get.headers.allow).toBe('POST');
      expect((await raw(bridge, '/api/other', { headers: { 'x-bov-token': bridge.token } })).status).toBe(404);
    });
  });

  describe('events socket', () => {
    it('pushes campaign/list-changed to a socket opened with the header token', async () => {
      const socket = await openEvents(bridge, { headers: { 'x-bov-token': bridge.token } });
      try {
        const changed = nextEvent(socket, 'campaign/list-changed');
        const created = await invokeOutcome(bridge, 'campaign/create', twoPlayerCampaign('Announced'));
        const id = (created as { ok: true; value: CampaignDetail }).value.id;
        const event = await changed;
        expect(event.name).toBe('campaign/list-changed');
        expect(event.name === 'campaign/list-changed' && event.payload.campaignIds).toContain(id);
      } finally {
        socket.close();
      }
    });

    it('accepts a browser-style socket: the token as a subprotocol plus the bridge’s own origin', async () => {
      const socket = await openEvents(bridge, { protocols: [BRIDGE_EVENTS_PROTOCOL, bridgeTokenProtocol(bridge.token)], origin: bridge.origin });
      // The server picks the plain protocol, so the token is not echoed back.
      expect(socket.protocol).toBe(BRIDGE_EVENTS_PROTOCOL);
      try {
        const changed = nextEvent(socket, 'history/status-changed');
        await invokeOutcome(bridge, 'campaign/create', twoPlayerCampaign('Seen by the browser'));
        expect((await changed).name).toBe('history/status-changed');
      } finally {
        socket.close();
      }
    });

    it('answers a plain GET on the events path with 426', async () => {
      expect((await raw(bridge, '/api/events', { headers: { 'x-bov-token': bridge.token } })).status).toBe(426);
    });
  });

  describe('close()', () => {
    it('closes open sockets with "going away", stops listening, and stops relaying events', async () => {
      const own = await openTestCore();
      const closing = await startBridge({ core: own.core, staticDir });
      try {
        const socket = await openEvents(closing, { headers: { 'x-bov-token': closing.token } });
        const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
        const received: string[] = [];
        socket.on('message', (data: Buffer) => received.push(data.toString('utf8')));

        await closing.close();
        expect(await closed).toBe(1001);
        expect(await canConnect('127.0.0.1', closing.port)).toBe(false);
        await own.call('campaign/create', twoPlayerCampaign('After close'));
        expect(received).toEqual([]);
      } finally {
        await own.dispose();
      }
    });
  });
});
