#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): the desktop app when the Electron binary is
 * installed, otherwise the same app in the browser through the loopback bridge. Extra
 * arguments go to whichever host starts (for the bridge: --data-dir DIR, --port N).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hostArgs = process.argv.slice(2);

/**
 * The executable `require('electron')` would return, found the same way (path.txt names it
 * inside dist/, ELECTRON_OVERRIDE_DIST_PATH wins) but without requiring the package: its
 * index.js tries to download a missing binary, and offline that is a failure, not a fallback.
 */
function electronBinary() {
  let packageDir;
  try {
    packageDir = dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : null;
  const overrideDir = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  let binary = null;
  if (overrideDir) binary = join(overrideDir, executable ?? 'electron');
  else if (executable) binary = join(packageDir, 'dist', executable);
  return binary !== null && existsSync(binary) ? binary : null;
}

/** better-sqlite3 is built for one runtime's ABI at a time; switch it to the one about to run. */
function ensureNativeModuleFor(runtime) {
  const script = join(root, 'scripts', 'ensure-native.mjs');
  if (!existsSync(script)) return;
  const result = spawnSync(process.execPath, [script, runtime], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function runElectron(binary) {
  const env = { ...process.env };
  // Inherited from a test or tool shell, it would start Electron as plain Node instead of the app.
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(binary, ['.', ...hostArgs], { cwd: root, stdio: 'inherit', env, windowsHide: false });
  let childClosed = false;
  // Same contract as the electron package's own cli.js: signals go to the app, its exit code comes back.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (!childClosed) child.kill(signal);
    });
  }
  child.on('error', (error) => {
    console.error(`Could not start Electron (${binary}): ${error.message}`);
    process.exit(1);
  });
  child.on('close', (code, signal) => {
    childClosed = true;
    if (code === null) console.error(`Electron exited with signal ${signal}.`);
    process.exit(code ?? 1);
  });
}

async function runBridge() {
  console.log('Electron binary not installed: starting the loopback bridge instead.');
  ensureNativeModuleFor('node');
  const cli = join(root, 'out', 'main', 'hosts', 'web', 'cli.js');
  if (!existsSync(cli)) {
    console.error(`${cli} is missing: run npm run build first.`);
    process.exit(1);
  }
  const { runWebHost } = await import(pathToFileURL(cli).href);
  process.exit(await runWebHost(hostArgs));
}

const binary = electronBinary();
if (binary) {
  ensureNativeModuleFor('electron');
  runElectron(binary);
} else {
  await runBridge();
}
