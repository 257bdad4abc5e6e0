import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { build } from 'esbuild';
import { appRoot } from '../../src-main/test-support/temp-core.js';

/**
 * The fault suite's victims (a writer, a backup maker…) run as processes of their own so
 * they can be killed with SIGKILL or locked out, exactly as a second copy of the app would.
 * They are bundled inside the project, so the bundle's bare imports (better-sqlite3, zod…)
 * resolve from its node_modules and findAppRoot finds the migrations; each bundle is named
 * per test process so two runs at once do not overwrite each other's.
 */
export async function bundleVictim(entry: string): Promise<{ path: string; remove: () => void }> {
  const dir = join(appRoot, 'node_modules', '.cache', 'bov-fault');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${entry.replace(/\.ts$/, '')}-${process.pid}.mjs`);
  await build({
    entryPoints: [join(appRoot, 'src-dev', 'fault', entry)],
    outfile: path,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  return { path, remove: () => rmSync(path, { force: true }) };
}

/** Calls `onLine` with each whole line `stream` prints; the returned function gives the unfinished last one. */
function readLines(stream: Readable, onLine: (line: string) => void): () => string {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const line of complete) onLine(line);
  });
  return () => pending;
}

export interface VictimRun {
  /** Every line the victim printed on stdout before it died. */
  lines: string[];
  stderr: string;
  /** How it ended: killed by us, or exited on its own with this code. */
  ending: { killed: true } | { killed: false; code: number | null };
}

/**
 * Runs `script` and kills it with SIGKILL `killAfterMs` after its first stdout line (or lets
 * it exit on its own if it does so first). Lines printed before the kill are all returned:
 * 'close' comes after stdout is drained.
 */
export function runVictim(script: string, args: string[], killAfterMs: number | null, giveUpMs = 20_000): Promise<VictimRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let stderr = '';
    let killedByUs = false;
    const giveUp = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The victim printed nothing within ${giveUpMs} ms. ${stderr}`));
    }, giveUpMs);
    const unfinished = readLines(child.stdout, (line) => {
      lines.push(line);
      if (lines.length !== 1) return;
      clearTimeout(giveUp);
      if (killAfterMs !== null) {
        setTimeout(() => {
          killedByUs = true;
          child.kill('SIGKILL');
        }, killAfterMs);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(giveUp);
      if (unfinished() !== '') lines.push(unfinished());
      resolve({ lines, stderr, ending: killedByUs && signal === 'SIGKILL' ? { killed: true } : { killed: false, code } });
    });
  });
}

export interface VictimHandle {
  child: ChildProcessWithoutNullStreams;
  /** Lines printed so far on stdout. */
  lines: string[];
  stderr(): string;
  /** Resolves with the first line (already printed or still to come) that matches. */
  lineMatching(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code once the process has ended and its output is read. */
  exited: Promise<number | null>;
}

/** Starts `script` with a stdin the test can write to, for victims that wait for a signal. */
export function startVictim(script: string, args: string[]): VictimHandle {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  let stderr = '';
  readLines(child.stdout, (line) => {
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.pattern.test(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    lines,
    stderr: () => stderr,
    lineMatching(pattern, timeoutMs = 20_000) {
      const already = lines.find((line) => pattern.test(line));
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No line matching ${pattern} within ${timeoutMs} ms: ${lines.join(' | ')} ${stderr}`)), timeoutMs);
        waiters.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then(() => setTimeout(() => reject(new Error(`Exited without a line matching ${pattern}: ${lines.join(' | ')} ${stderr}`)), 0));
      });
    },
    exited,
  };
}
