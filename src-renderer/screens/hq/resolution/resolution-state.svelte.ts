import type { BoxData } from '../../../../shared/box-data/box-data-schema.js';
import type { PartyBoards } from '../../../../shared/boards/board.js';
import type { DiceRoll, DiceRollInput } from '../../../../shared/dice/dice.js';
import type { ResolutionStepId, ResolutionView } from '../../../../shared/hq/hq-buildings.js';
import { DiceSetup } from '../../dice/dice-setup.svelte.js';
import { invoke } from '../../../lib/client.js';
import type { CampaignState } from '../../../state/campaign-state.svelte.js';
import { CommandAttempt } from '../../../state/command-attempt.svelte.js';
import { releaseTogether, type ViewSlot } from '../../../state/view-slot.svelte.js';

/** The props every building's step takes: the resolution it belongs to and main's preview of it. */
export interface StepProps {
  resolution: ResolutionState;
  view: ResolutionView;
}

/**
 * What the command room did, kept on screen after it is resolved until the players move on
 * (HQ-CMD-2..4). The HQ level after it is not kept: it is read live from the view, so
 * entering a missing contract back in place shows the new level at once.
 */
export interface CommandRoomReport {
  outcome: 'success' | 'failure';
  automatic: boolean;
  /** HQ-CON-5: the contract rolled for (its place in the deck), null when no contract was in play. */
  contract: number | null;
  levelBefore: number | null;
  roll: DiceRoll | null;
  /** HQ-CMD-4: the dice that counted as hits without a roll. */
  dice: number;
  neededHits: number | null;
}

/**
 * The resolution step of one campaign (HQ-RES-1): the preview main computes, the boards
 * (names and places for cards), the box data (equipment to pick drawn cards from) and
 * the dice setup, all from the campaign's shared state; each building is confirmed with
 * one command answering the new preview (the boards and the HQ it changed are read again
 * from its push event).
 */
export class ResolutionState {
  readonly view: ViewSlot<ResolutionView>;
  readonly boards: ViewSlot<PartyBoards>;
  readonly boxData: ViewSlot<BoxData>;
  readonly dice: DiceSetup;
  readonly attempt = new CommandAttempt();
  report = $state.raw<CommandRoomReport | null>(null);
  /** From the roll's submission until its report is ready: the step stays on screen meanwhile. */
  resolvingCommandRoom = $state(false);
  private readonly campaignId: number;

  constructor(state: CampaignState) {
    this.campaignId = state.campaignId;
    this.view = state.resolution;
    this.boards = state.boards;
    this.boxData = state.boxData;
    this.dice = new DiceSetup(state);
  }

  /** Shows the step's views while it is on screen; returns the release. */
  hold(): () => void {
    return releaseTogether(this.view.hold(), this.boards.hold(), this.boxData.hold(), this.dice.hold());
  }

  get step(): ResolutionStepId | null {
    return this.view.value?.nextStep ?? null;
  }

  /** Sends one building's command; a refusal stays beside the step as `attempt.problem`. */
  async resolve(send: (campaignId: number) => Promise<ResolutionView>): Promise<boolean> {
    return this.attempt.run(async () => void (await send(this.campaignId)));
  }

  /** HQ-CMD-2..4: resolves the command room and keeps what happened to show it. */
  async resolveCommandRoom(roll: DiceRollInput | null): Promise<boolean> {
    this.resolvingCommandRoom = true;
    try {
      return await this.resolveAndReport(roll);
    } finally {
      this.resolvingCommandRoom = false;
    }
  }

  /** The players moved on (the next assignment, or "Done"): the report is put away. */
  dismissReport(): void {
    this.report = null;
  }

  private async resolveAndReport(roll: DiceRollInput | null): Promise<boolean> {
    const before = this.view.value;
    const campaignId = this.campaignId;
    const ok = await this.resolve(() => invoke('hq/resolve-command-room', { campaignId, roll }));
    const after = this.view.value;
    if (!ok || !before || !after) return ok;
    // HQ-CMD-2: success removes the contract, so another card is on top; HQ-CMD-3: failure keeps it.
    const outcome = before.summary.top && after.summary.top?.position === before.summary.top.position ? 'failure' : 'success';
    let recorded: DiceRoll | null = null;
    if (roll !== null) {
      try {
        recorded = (await invoke('dice/list-rolls', { campaignId, limit: 1 }))[0] ?? null;
      } catch {
        recorded = null;
      }
    }
    this.report = {
      outcome,
      automatic: before.commandRoom.automatic,
      contract: before.summary.top?.position ?? null,
      levelBefore: before.summary.level,
      roll: recorded,
      dice: before.commandRoom.dice.dice,
      neededHits: before.commandRoom.neededHits,
    };
    return ok;
  }
}
