import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BRIDGE_TOKEN_HEADER } from '../../shared/ipc/transport.js';
import { startBridge, type Bridge } from '../../src-main/hosts/web/bridge-server.js';
import { appRoot, openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';

/**
 * The port probe: another server on 127.0.0.1 (any local program can start one) serves a
 * page to the same browser the player uses for the bridge. Browsers do not separate cookies
 * by port, so anything the bridge left in a cookie reaches that server. The probe collects
 * everything the other server receives and everything its page can try, then drives the
 * bridge with it, from the page and from a local program. The player's own page, built from
 * the renderer's real transport code, must keep working; the probe must change nothing.
 */

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const files = tempDir('bov-port-probe-');
let test: TestCore;
let bridge: Bridge;
let browser: Browser | null = null;
let probe: { server: Server; origin: string; received: IncomingMessage['headers'][]; reports: string[] };

/** The player's page: the renderer's own loopback transport, creating one campaign and listening for events. */
const PLAYER_ENTRY = `
import { createLoopbackBridge } from ${JSON.stringify(join(appRoot, 'src-renderer/lib/transport/loopback-bridge.ts'))};
const bridge = createLoopbackBridge();
let events = 0;
bridge.onEvent(() => { events++; document.body.dataset.events = String(events); });
// Give the events socket a moment to open, so the campaign's events reach this page.
await new Promise((resolve) => setTimeout(resolve, 1000));
const outcome = await bridge.invoke('campaign/create', ${JSON.stringify(twoPlayerCampaign('Player campaign'))});
document.body.dataset.outcome = JSON.stringify(outcome);
`;

/** The other server's page: every way a page can reach the bridge, each reported back to its own server. */
const probePage = (bridgeOrigin: string) => `<!doctype html><title>another local server</title><script>
const bridge = ${JSON.stringify(bridgeOrigin)};
const report = (what) => fetch('/report', { method: 'POST', body: what });
const campaign = ${JSON.stringify(JSON.stringify({ channel: 'campaign/create', args: twoPlayerCampaign('Made by the probe') }))};
(async () => {
  const tries = [
    ['json with credentials', () => fetch(bridge + '/api/invoke', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: campaign })],
    ['simple request with credentials', () => fetch(bridge + '/api/invoke', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: campaign })],
    ['page read', () => fetch(bridge + '/', { credentials: 'include' }).then((r) => r.text())],
  ];
  for (const [name, attempt] of tries) {
    try { const r = await attempt(); await report(name + ': ' + (typeof r === 'string' ? 'read ' + r.length + ' chars' : 'status ' + r.status + ' ' + r.type)); }
    catch (e) { await report(name + ': blocked'); }
  }
  await new Promise((resolve) => {
    const socket = new WebSocket(bridge.replace('http', 'ws') + '/api/events', ['bov-events']);
    socket.onopen = () => { report('socket: open'); resolve(); };
    socket.onerror = () => { report('socket: refused'); resolve(); };
  });
  await report('cookies visible to the page: ' + JSON.stringify(document.cookie));
  await report('storage visible to the page: ' + JSON.stringify({ ...sessionStorage, ...localStorage }));
  document.body.dataset.done = 'yes';
})();
</script>`;

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return;
  const staticDir = join(files.dir, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>player</title><script type="module" src="/assets/player.js"></script>');
  await build({
    stdin: { contents: PLAYER_ENTRY, resolveDir: appRoot, loader: 'ts' },
    outfile: join(staticDir, 'assets', 'player.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
  });
  test = await openTestCore();
  bridge = await startBridge({ core: test.core, staticDir });

  const received: IncomingMessage['headers'][] = [];
  const reports: string[] = [];
  const server = createServer((req, res) => {
    received.push(req.headers);
    if (req.method === 'POST' && req.url === '/report') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        reports.push(body);
        res.end();
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(probePage(bridge.origin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  probe = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, reports };
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (probe) await new Promise((resolve) => probe.server.close(resolve));
  await bridge?.close();
  await test?.dispose();
  files.cleanup();
});

it('BRIDGE-PORT: a page served from another 127.0.0.1 port, and a program reading what it received, cannot drive the bridge', async (context) => {
  if (browser === null) {
    console.log(`port-probe: skipped: no Chromium at ${CHROMIUM_PATH}`);
    context.skip();
    return;
  }
  const page = await (await browser.newContext()).newPage();
  // The player opens the printed link and uses the app.
  await page.goto(bridge.url);
  await page.locator('body[data-outcome][data-events]').waitFor({ state: 'attached', timeout: 15_000 });
  const playerOutcome = JSON.parse((await page.locator('body').getAttribute('data-outcome'))!) as { ok: boolean };
  expect(playerOutcome.ok, "the player's own page must work").toBe(true);
  expect(new URL(page.url()).search, 'the token leaves the address bar').toBe('');

  // Then, in the same tab and in a new one, a page from another local server.
  await page.goto(probe.origin);
  await page.locator('body[data-done="yes"]').waitFor({ state: 'attached', timeout: 15_000 });
  const other = await page.context().newPage();
  await other.goto(`${probe.origin}/again`);
  await other.locator('body[data-done="yes"]').waitFor({ state: 'attached', timeout: 15_000 });

  // A local program takes every cookie and header value the other server received, and
  // every string its page could see, and offers each to the bridge as its token.
  const cookies = probe.received.map((headers) => headers.cookie).filter((cookie): cookie is string => cookie !== undefined);
  const candidates = new Set<string>();
  for (const cookie of cookies) for (const pair of cookie.split(';')) candidates.add(pair.slice(pair.indexOf('=') + 1).trim());
  for (const line of probe.reports) for (const word of line.match(/[A-Za-z0-9_-]{22,}/g) ?? []) candidates.add(word);
  let programAccepted = 0;
  for (const candidate of ['', ...candidates]) {
    const offers: Record<string, string>[] = [{ cookie: cookies.join('; ') }, { [BRIDGE_TOKEN_HEADER]: candidate, cookie: cookies.join('; ') }];
    for (const headers of offers) {
      const res = await fetch(`${bridge.origin}/api/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ channel: 'campaign/create', args: twoPlayerCampaign('Made by a local program') }),
      });
      if (res.status === 200) programAccepted++;
    }
  }

  const names = (await test.call('campaign/list', {})).map((c) => c.name);
  const madeByOthers = names.filter((name) => name !== 'Player campaign').length;
  const pageReached = probe.reports.filter((line) => /status 200|socket: open|read \d+ chars/.test(line) && !/status 0 opaque/.test(line));
  console.log(
    `port-probe: the other port received ${cookies.length} cookie header(s) ${JSON.stringify([...new Set(cookies)])}; its page reported ` +
      `${JSON.stringify(probe.reports)}; a local program offered ${candidates.size} candidate token(s), accepted ${programAccepted}; ` +
      `campaigns made by others: ${madeByOthers} (lost control of the save: ${madeByOthers})`,
  );
  expect(cookies).toEqual([]);
  expect(pageReached).toEqual([]);
  expect(programAccepted).toBe(0);
  expect(madeByOthers).toBe(0);
  expect(names).toEqual(['Player campaign']);
}, 90_000);
