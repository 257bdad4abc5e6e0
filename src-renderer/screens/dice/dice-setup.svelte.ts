import type { DieFace, DieKind } from '../../../shared/content/pack-schema.js';
import { DEFAULT_DICE_MODE, type DiceMode } from '../../../shared/dice/dice.js';
import { invoke } from '../../lib/client.js';
import { toRequestError, type RequestError } from '../../lib/request-error.js';

/**
 * What a screen needs to show DiceRollPanel for one campaign: the campaign's preferred
 * mode and the faces the players entered in Box data (null per die when never entered).
 *
 *   const dice = new DiceSetup(campaignId); await dice.load();
 *   <DiceRollPanel die="white" … bind:mode={dice.mode} faces={dice.faces('white')} />
 *
 * `mode` starts from the campaign setting; `remember()` makes the current one the default.
 */
export class DiceSetup {
  mode = $state<DiceMode>(DEFAULT_DICE_MODE);
  savedMode = $state<DiceMode>(DEFAULT_DICE_MODE);
  failure = $state.raw<RequestError | null>(null);
  private known = $state.raw<Partial<Record<DieKind, readonly DieFace[]>>>({});
  private readonly campaignId: number;

  constructor(campaignId: number) {
    this.campaignId = campaignId;
  }

  async load(): Promise<void> {
    try {
      const [settings, boxData] = await Promise.all([invoke('dice/get-settings', { campaignId: this.campaignId }), invoke('box-data/get', {})]);
      this.known = boxData.dice;
      this.mode = settings.mode;
      this.savedMode = settings.mode;
      this.failure = null;
    } catch (thrown) {
      this.failure = toRequestError(thrown);
    }
  }

  faces(die: DieKind): readonly DieFace[] | null {
    return this.known[die] ?? null;
  }

  /** Saves the mode on screen as the campaign's default (one undoable command). */
  async remember(): Promise<void> {
    const settings = await invoke('dice/set-mode', { campaignId: this.campaignId, mode: this.mode });
    this.savedMode = settings.mode;
  }
}
