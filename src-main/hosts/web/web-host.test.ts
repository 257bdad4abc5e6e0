import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_FILE_NAME } from '../../app-core.js';
import { migrationsDir } from '../../app-paths.js';
import { SAVE_APPLICATION_ID } from '../../db/save-file.js';
import { appRoot, openTestCore, tempDir } from '../../test-support/temp-core.js';
import { EXIT_DATA_FOLDER_IN_USE, EXIT_FAILURE, EXIT_OK, EXIT_SAVE_FROM_FUTURE, startWebHost, type WebHostIo, type WebHostStart } from './web-host.js';

/** A stand-in app folder: the real migrations, a package.json and (optionally) a built renderer. */
function fakeAppRoot(dir: string, { built }: { built: boolean }): string {
  const root = join(dir, 'app');
  cpSync(migrationsDir(appRoot), join(root, 'db', 'migrations'), { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ version: '9.8.7' }));
  if (built) {
    mkdirSync(join(root, 'out', 'renderer'), { recursive: true });
    writeFileSync(join(root, 'out', 'renderer', 'index.html'), '<!doctype html><title>built</title>');
  }
  return root;
}

function recordingIo(): { out: string[]; err: string[]; io: WebHostIo } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line) => out.push(line), err: (line) => err.push(line) } };
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('web host (npm run web)', () => {
  let temp: ReturnType<typeof tempDir>;
  let started: WebHostStart | null;

  beforeEach(() => {
    temp = tempDir('bov-web-host-');
    started = null;
  });
  afterEach(async () => {
    if (started?.kind === 'running') await started.host.stop();
    temp.cleanup();
  });

  it('prints exactly the link line and the data folder, and the link opens the app', async () => {
    const printed = recordingIo();
    const dataDir = join(temp.dir, 'data');
    started = await startWebHost(['--data-dir', dataDir, '--port', '0'], printed.io, fakeAppRoot(temp.dir, { built: true }));

    expect(started.kind).toBe('running');
    if (started.kind !== 'running') return;
    expect(printed.out).toEqual([`Brotherhood of Venice Companion is running at ${started.host.url}`, `Data folder: ${dataDir}`]);
    expect(printed.err).toEqual([]);
    expect(started.host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);

    const visit = await fetch(started.host.url, { redirect: 'manual' });
    expect(visit.status).toBe(200);
    expect(await visit.text()).toContain('<title>built</title>');
    expect(existsSync(join(dataDir, SAVE_FILE_NAME))).toBe(true);
  });

  it('closes the save on stop, so it can be opened again at once', async () => {
    const dataDir = join(temp.dir, 'data');
    started = await startWebHost(['--data-dir', dataDir], recordingIo().io, fakeAppRoot(temp.dir, { built: true }));
    if (started.kind !== 'running') throw new Error('the web host did not start');
    await started.host.stop();
    started = null;

    const reopened = await openTestCore(dataDir);
    expect(await reopened.call('campaign/list', {})).toEqual([]);
    await reopened.core.close();
  });

  it('asks for a build, and exits 1, when the renderer is missing', async () => {
    const printed = recordingIo();
    started = await startWebHost(['--data-dir', join(temp.dir, 'data')], printed.io, fakeAppRoot(temp.dir, { built: false }));
    expect(started).toEqual({ kind: 'exit', code: EXIT_FAILURE });
    expect(printed.err.join('\n')).toContain('run npm run build first');
    expect(existsSync(join(temp.dir, 'data'))).toBe(false);
  });

  it('refuses a save written by a newer app with exit 2, leaving its bytes alone', async () => {
    const dataDir = join(temp.dir, 'data');
    mkdirSync(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    const future = new Database(savePath);
    future.exec('CREATE TABLE from_the_future (x INTEGER)');
    // A newer version records its version in the save as well as in the header (migration 14).
    future.exec('CREATE TABLE schema_versions (version INTEGER PRIMARY KEY); INSERT INTO schema_versions VALUES (99);');
    // Every save the app writes carries its mark, a newer version's too.
    future.pragma(`application_id = ${SAVE_APPLICATION_ID}`);
    future.pragma('user_version = 99');
    future.close();
    const before = sha256(savePath);

    const printed = recordingIo();
    started = await startWebHost(['--data-dir', dataDir], printed.io, fakeAppRoot(temp.dir, { built: true }));

    expect(started).toEqual({ kind: 'exit', code: EXIT_SAVE_FROM_FUTURE });
    expect(printed.err.join('\n')).toContain('newer version of the app');
    expect(printed.out).toEqual([]);
    expect(sha256(savePath)).toBe(before);
    expect(existsSync(`${savePath}-wal`)).toBe(false);
  });

  it('DATA-LOCK: a second web host on a data folder in use says so, exits 3, and leaves the first one serving', async () => {
    const dataDir = join(temp.dir, 'data');
    const root = fakeAppRoot(temp.dir, { built: true });
    started = await startWebHost(['--data-dir', dataDir], recordingIo().io, root);
    if (started.kind !== 'running') throw new Error('the first web host did not start');

    const printed = recordingIo();
    const second = await startWebHost(['--data-dir', dataDir], printed.io, root);
    expect(second).toEqual({ kind: 'exit', code: EXIT_DATA_FOLDER_IN_USE });
    expect(printed.out).toEqual([]);
    expect(printed.err.join('\n')).toContain(`Another copy of the app is already using the data folder ${dataDir}`);

    const url = new URL(started.host.url);
    const answer = await fetch(`${url.origin}/api/invoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bov-token': url.searchParams.get('token')! },
      body: JSON.stringify({ channel: 'campaign/list' }),
    });
    expect(await answer.json()).toEqual({ ok: true, value: [] });
  });

  it('explains a busy port, exits 1 and releases the save', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busyPort = (blocker.address() as { port: number }).port;
    const dataDir = join(temp.dir, 'data');
    try {
      const printed = recordingIo();
      started = await startWebHost(['--data-dir', dataDir, '--port', String(busyPort)], printed.io, fakeAppRoot(temp.dir, { built: true }));
      expect(started).toEqual({ kind: 'exit', code: EXIT_FAILURE });
      expect(printed.err.join('\n')).toContain(`Port ${busyPort} is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const reopened = await openTestCore(dataDir);
    await reopened.core.close();
  });

  it.each([
    [['--port', 'eighty']],
    [['--port', '70000']],
    [['--port', '-1']],
    [['--data-dir']],
    [['--colour', 'red']],
    [['campaigns.sqlite']],
  ])('rejects the arguments %j with a usage line and exit 1', async (argv) => {
    const printed = recordingIo();
    started = await startWebHost(argv, printed.io, fakeAppRoot(temp.dir, { built: true }));
    expect(started).toEqual({ kind: 'exit', code: EXIT_FAILURE });
    expect(printed.err.at(-1)).toMatch(/^Usage: npm run web -- /);
  });

  it('prints the usage for --help and exits 0', async () => {
    const printed = recordingIo();
    started = await startWebHost(['--help'], printed.io, fakeAppRoot(temp.dir, { built: true }));
    expect(started).toEqual({ kind: 'exit', code: EXIT_OK });
    expect(printed.out).toHaveLength(1);
  });

  it('RECOVERY: serves the recovery screen for a save it cannot open, says why on the terminal, and leaves the file alone', async () => {
    const dataDir = join(temp.dir, 'data');
    mkdirSync(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    writeFileSync(savePath, '');

    const printed = recordingIo();
    started = await startWebHost(['--data-dir', dataDir], printed.io, fakeAppRoot(temp.dir, { built: true }));

    expect(started.kind).toBe('running');
    expect(printed.err.join('\n')).toContain('campaigns.sqlite is not a save of this app');
    expect(printed.err.join('\n')).toContain('recovery');
    expect(printed.out[0]).toMatch(/is running at http:/);
    expect(readFileSync(savePath).length).toBe(0);
  });
});
