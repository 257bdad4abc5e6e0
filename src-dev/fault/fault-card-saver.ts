/**
 * A victim of the two-writers test (two-writers.test.ts), run as its own process:
 *
 *   node fault-card-saver.mjs <data dir> <who> <card id>
 *
 * It opens the app core on the data folder and prints `ready`, or `refused <code>` and
 * exits when the app refuses to start. On a line from stdin it saves a new equipment card
 * `<card id>` (the one both victims use), named `<who>`, and prints `saved` or `refused <code>`.
 */
import type { AppCore } from '../../src-main/app-core.js';
import { openVictimCore, victimArgs } from './victim-core.js';
import { AppFailure } from '../../shared/ipc/errors.js';

const [dataDir, who, cardId] = victimArgs('fault-card-saver', ['data dir', 'who', 'card id']);
let core: AppCore;
try {
  core = await openVictimCore(dataDir, { log: () => {} });
} catch (error) {
  process.stdout.write(`refused ${error instanceof AppFailure ? error.error.code : 'crash'}\n`);
  process.stderr.write(`${String(error)}\n`);
  process.exit(3);
}
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const outcome = await core.dispatch('box-data/save-equipment-card', {
  previousId: null,
  card: { id: cardId, name: who, slot: 'melee', dice: null, reusable: true, armorHealth: 0, notes: '' },
});
process.stdout.write(outcome.ok ? 'saved\n' : `refused ${outcome.error.code}\n`);
await core.close();
process.exit(0);
