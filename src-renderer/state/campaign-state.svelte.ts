import { getContext, setContext } from 'svelte';
import { SvelteMap } from 'svelte/reactivity';
import type { ExplorationView } from '../../shared/exploration/exploration.js';
import type { HistoryStatus } from '../../shared/history/history.js';
import type { ChannelName } from '../../shared/ipc/channels.js';
import { CAMPAIGN_AREAS } from '../../shared/ipc/events.js';
import { invoke, onEvent } from '../lib/client.js';
import { observeRequests, type RequestOutcome } from '../lib/request-observers.js';
import {
  EVERYTHING,
  commandAnswer,
  planRefresh,
  viewsChangedBy,
  type ChangeSource,
  type CampaignViewKey,
  type CampaignViewValues,
  type CommandAnswer,
} from './campaign-views.js';
import { OwnCommandLog, type OwnCommand } from './own-command-log.js';
import { ViewSlot } from './view-slot.svelte.js';

/** How many history lines the campaign page shows. */
const HISTORY_LIMIT = 100;

type Slots = { [K in CampaignViewKey]: ViewSlot<CampaignViewValues[K]> };

/**
 * Everything the tabs of one open campaign show, shared by them (one copy, not one per
 * tab). Each view is read when a screen first holds it; a command's answer replaces the
 * view it carries; a push event naming what changed reads again only the changed views a
 * screen shows, and never the view the window's own command just answered. Undo, redo and
 * a restored save read again everything shown.
 */
export class CampaignState {
  readonly campaignId: number;
  readonly detail: ViewSlot<CampaignViewValues['detail']>;
  readonly history: ViewSlot<CampaignViewValues['history']>;
  readonly diary: ViewSlot<CampaignViewValues['diary']>;
  readonly boards: ViewSlot<CampaignViewValues['boards']>;
  /** Shao Jun, the end-of-memory phase and the apprentices standing in (Apocalypse). */
  readonly apocalypse: ViewSlot<CampaignViewValues['apocalypse']>;
  readonly hq: ViewSlot<CampaignViewValues['hq']>;
  readonly resolution: ViewSlot<CampaignViewValues['resolution']>;
  readonly exploration: ViewSlot<CampaignViewValues['exploration']>;
  readonly dice: ViewSlot<CampaignViewValues['dice']>;
  readonly boxData: ViewSlot<CampaignViewValues['boxData']>;
  /** The region the players picked to look at while no phase is open; an open phase's region is followed. */
  explorationRegionId = $state<string | null>(null);

  private readonly slots: Slots;
  private readonly ownCampaignCommands = new OwnCommandLog();
  private readonly ownBoxDataCommands = new OwnCommandLog();

  constructor(campaignId: number) {
    this.campaignId = campaignId;
    this.detail = new ViewSlot(() => invoke('campaign/get', { campaignId }));
    this.history = new ViewSlot(() => invoke('history/list', { campaignId, limit: HISTORY_LIMIT }));
    this.diary = new ViewSlot(() => invoke('diary/get', { campaignId }));
    this.boards = new ViewSlot(() => invoke('board/get', { campaignId }));
    this.apocalypse = new ViewSlot(() => invoke('apocalypse/get', { campaignId }));
    this.hq = new ViewSlot(() => invoke('hq/get', { campaignId }));
    this.resolution = new ViewSlot(() => invoke('hq/get-resolution', { campaignId }));
    this.exploration = new ViewSlot(() => invoke('exploration/get', { campaignId, regionId: this.explorationRegionId }));
    this.dice = new ViewSlot(() => invoke('dice/get-settings', { campaignId }));
    this.boxData = new ViewSlot(() => invoke('box-data/get', {}));
    this.slots = {
      detail: this.detail,
      history: this.history,
      diary: this.diary,
      boards: this.boards,
      apocalypse: this.apocalypse,
      hq: this.hq,
      resolution: this.resolution,
      exploration: this.exploration,
      dice: this.dice,
      boxData: this.boxData,
    };
  }

  /** Listens to main's events for this campaign while its page is open; returns the disconnect. */
  connect(): () => void {
    openCampaigns.set(this.campaignId, this);
    watchOwnRequests();
    const stops = [
      onEvent('campaign/progress-changed', ({ campaignId, areas }) => {
        if (campaignId !== this.campaignId) return;
        // An undo's event names no area; a command's own event is never taken for it.
        const own = this.ownCampaignCommands.claim((command) => command.answer !== 'everything' || areas === undefined);
        this.changed(areas ?? CAMPAIGN_AREAS, own);
      }),
      onEvent('box-data/changed', () => this.changed(['box-data'], this.ownBoxDataCommands.claim())),
      onEvent('save/replaced', () => this.changed(EVERYTHING, null)),
    ];
    return () => {
      stops.forEach((stop) => stop());
      if (openCampaigns.get(this.campaignId) === this) openCampaigns.delete(this.campaignId);
    };
  }

  /** Another region to look at (no phase open): the map of that one. */
  chooseRegion(regionId: string): void {
    this.explorationRegionId = regionId;
    void this.exploration.load();
  }

  /** A request leaves this window: if it is one of this campaign's commands, its answer is kept. */
  requestSent(channel: ChannelName, args: unknown): ((outcome: RequestOutcome) => void) | void {
    const answer = commandAnswer(channel);
    if (answer === null) return;
    if (answer === 'everything') return this.historyStepSent(channel);
    if (answer === 'boxData') {
      const sent = this.ownBoxDataCommands.sent({ answer });
      return (outcome) => this.settle(this.ownBoxDataCommands, sent, outcome);
    }
    if (campaignIdOf(args) !== this.campaignId) return;
    const sent = this.ownCampaignCommands.sent({ answer });
    return (outcome) => this.settle(this.ownCampaignCommands, sent, outcome);
  }

  private settle(log: OwnCommandLog, sent: OwnCommand, outcome: RequestOutcome): void {
    if (!outcome.ok) {
      log.failed(sent);
      return;
    }
    log.answered(sent);
    if (sent.answer === 'nothing' || sent.answer === 'everything') return;
    this.answered(sent.answer, outcome.value);
  }

  private answered(key: CampaignViewKey, value: unknown): void {
    (this.slots[key] as ViewSlot<unknown>).set(value);
    if (key === 'exploration') this.followOpenPhase(value as ExplorationView);
  }

  /** While a phase is open the map is that phase's region (EXP-1..3). */
  private followOpenPhase(view: ExplorationView): void {
    if (view.phase && !view.phase.ended && view.region) this.explorationRegionId = view.region.id;
  }

  /**
   * Undo and redo answer the history's new status: the entry just undone (or redone) says
   * whose it was. This window reads again what it shows of that campaign, or of the box
   * data, and takes the step's own events for done.
   */
  private historyStepSent(channel: ChannelName): (outcome: RequestOutcome) => void {
    const campaignSent = this.ownCampaignCommands.sent({ answer: 'everything' });
    const boxDataSent = this.ownBoxDataCommands.sent({ answer: 'everything' });
    return (outcome) => {
      this.settle(this.ownCampaignCommands, campaignSent, outcome);
      this.settle(this.ownBoxDataCommands, boxDataSent, outcome);
      if (!outcome.ok) return;
      const status = outcome.value as HistoryStatus;
      const entry = channel === 'history/undo' ? status.redo : status.undo;
      if (entry === null || entry.campaignId === this.campaignId) this.changed(EVERYTHING, null);
      else if (entry.campaignId === null) this.changed(['box-data'], null);
    };
  }

  private changed(sources: readonly ChangeSource[], own: OwnCommand | null): void {
    const ownAnswer: CommandAnswer | null = own?.answer ?? null;
    const plan = planRefresh(viewsChangedBy(sources), (key) => this.slots[key], ownAnswer);
    for (const key of plan.reload) void this.slots[key].load();
    for (const key of plan.stale) this.slots[key].markStale();
  }
}

function campaignIdOf(args: unknown): number | null {
  if (typeof args !== 'object' || args === null || !('campaignId' in args)) return null;
  return typeof args.campaignId === 'number' ? args.campaignId : null;
}

/** The campaigns whose page is open (one at a time today), by id: the top bar names it from here. */
export const openCampaigns = new SvelteMap<number, CampaignState>();

let watching = false;
/** Every request this window sends passes by the open campaigns, so each keeps its commands' answers. */
function watchOwnRequests(): void {
  if (watching) return;
  watching = true;
  observeRequests({
    sent: (channel, args) => {
      const settles = [...openCampaigns.values()].flatMap((state) => state.requestSent(channel, args) ?? []);
      return (outcome) => settles.forEach((settle) => settle(outcome));
    },
  });
}

const CONTEXT_KEY = Symbol('campaign-state');

/** The campaign page shares its state with every tab and panel under it. */
export function provideCampaignState(state: CampaignState): void {
  setContext(CONTEXT_KEY, state);
}

export function campaignState(): CampaignState {
  const state = getContext<CampaignState | undefined>(CONTEXT_KEY);
  if (!state) throw new Error('A campaign screen was shown outside a campaign page.');
  return state;
}
