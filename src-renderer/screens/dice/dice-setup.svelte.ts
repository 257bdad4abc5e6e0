import type { DieFace, DieKind } from '../../../shared/content/pack-schema.js';
import { DEFAULT_DICE_MODE, type DiceMode } from '../../../shared/dice/dice.js';
import { invoke } from '../../lib/client.js';
import type { CampaignState } from '../../state/campaign-state.svelte.js';
import { releaseTogether } from '../../state/view-slot.svelte.js';

/**
 * What a screen needs to show DiceRollPanel for one campaign: the campaign's preferred
 * mode and the faces the players entered in Box data (null per die when never entered),
 * both from the campaign's shared state.
 *
 *   const dice = new DiceSetup(campaignState());
 *   $effect(() => dice.hold());
 *   <DiceRollPanel die="white" … bind:mode={dice.mode} faces={dice.faces('white')} />
 *
 * `mode` starts from the campaign setting; `remember()` makes the current one the default.
 */
/**
 * The mode picked for a campaign's roll, kept for the tab's life: leaving the roll (to enter a
 * missing value in Box data, say) and coming back keeps "Who rolls?" as the players set it.
 */
const pickedModes = $state<Record<number, DiceMode>>({});

export class DiceSetup {
  private readonly state: CampaignState;

  constructor(state: CampaignState) {
    this.state = state;
  }

  /** Reads the settings and the faces while the panel is shown; returns the release. */
  hold(): () => void {
    return releaseTogether(this.state.dice.hold(), this.state.boxData.hold());
  }

  get savedMode(): DiceMode {
    return this.state.dice.value?.mode ?? DEFAULT_DICE_MODE;
  }

  get mode(): DiceMode {
    return pickedModes[this.state.campaignId] ?? this.savedMode;
  }

  set mode(mode: DiceMode) {
    pickedModes[this.state.campaignId] = mode;
  }

  get failure() {
    return this.state.dice.failure ?? this.state.boxData.failure;
  }

  faces(die: DieKind): readonly DieFace[] | null {
    return this.state.boxData.value?.dice[die] ?? null;
  }

  /** Saves the mode on screen as the campaign's default (one undoable command; its answer is the new settings). */
  async remember(): Promise<void> {
    await invoke('dice/set-mode', { campaignId: this.state.campaignId, mode: this.mode });
    delete pickedModes[this.state.campaignId];
  }
}
