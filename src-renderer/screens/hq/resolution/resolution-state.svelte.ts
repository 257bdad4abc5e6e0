import type { BoxData } from '../../../../shared/box-data/box-data-schema.js';
import type { PartyBoards } from '../../../../shared/boards/board.js';
import type { DiceRoll, DiceRollInput } from '../../../../shared/dice/dice.js';
import type { ResolutionStepId, ResolutionView } from '../../../../shared/hq/hq-buildings.js';
import { DiceSetup } from '../../dice/dice-setup.svelte.js';
import { invoke } from '../../../lib/client.js';
import { CommandAttempt } from '../../../state/command-attempt.svelte.js';
import { Loadable } from '../../../state/loadable.svelte.js';

/** The props every building's step takes: the resolution it belongs to and main's preview of it. */
export interface StepProps {
  resolution: ResolutionState;
  view: ResolutionView;
}

/** What the command room did, kept on screen after it is resolved (HQ-CMD-2..4). */
export interface CommandRoomReport {
  outcome: 'success' | 'failure';
  automatic: boolean;
  levelBefore: number | null;
  levelAfter: number | null;
  roll: DiceRoll | null;
  neededHits: number | null;
}

/**
 * The resolution step of one campaign (HQ-RES-1): the preview main computes, the boards
 * (names and places for cards), the box data (equipment to pick drawn cards from) and
 * the dice setup; each building is confirmed with one command answering the new preview.
 */
export class ResolutionState {
  readonly view: Loadable<ResolutionView>;
  readonly boards: Loadable<PartyBoards>;
  readonly boxData: Loadable<BoxData>;
  readonly dice: DiceSetup;
  readonly attempt = new CommandAttempt();
  report = $state.raw<CommandRoomReport | null>(null);
  private readonly campaignId: number;

  constructor(campaignId: number) {
    this.campaignId = campaignId;
    this.view = new Loadable(() => invoke('hq/get-resolution', { campaignId }));
    this.boards = new Loadable(() => invoke('board/get', { campaignId }));
    this.boxData = new Loadable(() => invoke('box-data/get', {}));
    this.dice = new DiceSetup(campaignId);
  }

  load(): void {
    void this.view.load();
    void this.boards.load();
  }

  loadAll(): void {
    this.load();
    void this.boxData.load();
    void this.dice.load();
  }

  get step(): ResolutionStepId | null {
    return this.view.value?.nextStep ?? null;
  }

  /** Sends one building's command; a refusal stays beside the step as `attempt.problem`. */
  async resolve(send: (campaignId: number) => Promise<ResolutionView>): Promise<boolean> {
    return this.attempt.run(async () => {
      this.view.set(await send(this.campaignId));
      void this.boards.load();
    });
  }

  /** HQ-CMD-2..4: resolves the command room and keeps what happened to show it. */
  async resolveCommandRoom(roll: DiceRollInput | null): Promise<boolean> {
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
      levelBefore: before.summary.level,
      levelAfter: after.summary.level,
      roll: recorded,
      neededHits: before.commandRoom.neededHits,
    };
    return ok;
  }
}
