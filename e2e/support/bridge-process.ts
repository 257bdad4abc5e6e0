import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve('out/main/hosts/web/cli.js');

export interface RunningBridge {
  url: string;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the real, built bridge (`npm run web`'s entry) as its own process, exactly as a
 * player would, and waits for the URL line it prints.
 */
export function startBridgeProcess(dataDir: string): Promise<RunningBridge> {
  const child: ChildProcess = spawn(process.execPath, [CLI, '--data-dir', dataDir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`The bridge did not print its URL in time:\n${output}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      const url = match[1]!;
      resolvePromise({
        url,
        origin: new URL(url).origin,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The bridge exited early (code ${code}):\n${output}`));
    });
  });
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bov-e2e-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
