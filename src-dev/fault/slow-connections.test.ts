import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBridge, type Bridge } from '../../src-main/hosts/web/bridge-server.js';
import { openTestCore, tempDir, type TestCore } from '../../src-main/test-support/temp-core.js';

/**
 * Another program on this machine holding the bridge's connections open: one that sends its
 * request headers a byte a second, and many that connect and send nothing. The slow one must
 * be dropped within a few seconds (not after Node's minute or more), the open connections
 * must stay bounded, and once the stuck ones are gone the player's page is answered again.
 */

const files = tempDir('bov-slow-connections-');
let test: TestCore;
let bridge: Bridge;

beforeAll(async () => {
  const staticDir = join(files.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bov</title>');
  test = await openTestCore(join(files.dir, 'data'));
  bridge = await startBridge({ core: test.core, staticDir, log: () => {} });
});
afterAll(async () => {
  await bridge.close();
  await test.core.close();
  files.cleanup();
});

/** A raw connection, and when it was closed by the bridge (null while it is open). */
function open(): Promise<{ socket: Socket; closedAfterMs: () => number | null }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let closedAt: number | null = null;
    const socket = connect(bridge.port, '127.0.0.1', () => resolve({ socket, closedAfterMs: () => (closedAt === null ? null : closedAt - started) }));
    socket.on('close', () => (closedAt = Date.now()));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('BRIDGE: a connection sending its headers a byte a second is dropped within a few seconds', async () => {
  const { socket, closedAfterMs } = await open();
  socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\nX-Slow: `);
  const trickle = setInterval(() => socket.writable && socket.write('a'), 1_000);
  try {
    for (let waited = 0; waited < 10_000 && closedAfterMs() === null; waited += 100) await sleep(100);
  } finally {
    clearInterval(trickle);
    socket.destroy();
  }
  console.log(`slow-connections: a header trickled a byte a second was dropped after ${closedAfterMs() ?? 'more than 10000'} ms`);
  expect(closedAfterMs()).not.toBeNull();
  expect(closedAfterMs()!).toBeLessThan(6_000);
}, 20_000);

it('BRIDGE: connections that send nothing are bounded, and dropped, and the page is answered again after', async () => {
  const stuck = await Promise.all(Array.from({ length: 150 }, () => open().catch(() => null)));
  await sleep(500);
  const stillOpen = stuck.filter((c) => c !== null && c.closedAfterMs() === null).length;
  for (let waited = 0; waited < 10_000 && stuck.some((c) => c !== null && c.closedAfterMs() === null); waited += 100) await sleep(100);
  const lastDropped = Math.max(...stuck.map((c) => c?.closedAfterMs() ?? 0));
  const page = await fetch(`${bridge.origin}/`);
  stuck.forEach((c) => c?.socket.destroy());
  console.log(`slow-connections: 150 connections sending nothing; ${stillOpen} held open at once, the last dropped after ${lastDropped} ms; the page then answered ${page.status}`);
  expect(stillOpen).toBeLessThanOrEqual(64);
  expect(lastDropped).toBeLessThan(6_000);
  expect(page.status).toBe(200);
}, 20_000);
