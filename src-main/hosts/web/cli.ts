import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXIT_FAILURE, EXIT_OK, startWebHost, type WebHostIo } from './web-host.js';

const consoleIo: WebHostIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/**
 * `npm run web` (and `npm start` without Electron): serves the app until SIGINT or SIGTERM,
 * then closes the save cleanly. Resolves with the process exit code.
 */
export async function runWebHost(argv: readonly string[], io: WebHostIo = consoleIo): Promise<number> {
  const started = await startWebHost(argv, io);
  if (started.kind === 'exit') return started.code;

  return new Promise((resolve) => {
    let stopping = false;
    const stopOnce = () => {
      // Handlers stay installed while stopping: a second Ctrl+C must not kill the process
      // before the running command has committed and the save is closed.
      if (stopping) return;
      stopping = true;
      started.host.stop().then(
        () => finish(EXIT_OK),
        (error: unknown) => {
          io.err(`The app did not close cleanly: ${error instanceof Error ? error.message : String(error)}`);
          finish(EXIT_FAILURE);
        },
      );
    };
    const finish = (code: number) => {
      process.off('SIGINT', stopOnce);
      process.off('SIGTERM', stopOnce);
      resolve(code);
    };
    process.on('SIGINT', stopOnce);
    process.on('SIGTERM', stopOnce);
  });
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  // Exit explicitly: the code is the outcome, whatever handle a library might leave open.
  runWebHost(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('The web host failed to start.', error);
      process.exit(EXIT_FAILURE);
    },
  );
}
