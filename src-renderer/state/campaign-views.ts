import type { PartyBoards } from '../../shared/boards/board.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import type { Diary } from '../../shared/diary/diary.js';
import type { DiceSettings } from '../../shared/dice/dice.js';
import type { ApocalypseState } from '../../shared/exploration/apocalypse.js';
import type { ExplorationView } from '../../shared/exploration/exploration.js';
import type { HistoryEntry } from '../../shared/history/history.js';
import type { ResolutionView } from '../../shared/hq/hq-buildings.js';
import type { HqView } from '../../shared/hq/hq.js';
import type { ChannelName, ResultOf } from '../../shared/ipc/channels.js';
import { CAMPAIGN_AREAS, type CampaignArea } from '../../shared/ipc/events.js';

/**
 * The views of one campaign the renderer keeps (each one query of the contract), which
 * push events make each of them stale, and which command answers which view. Plain data
 * and pure functions, so the rules of "one fetch per change" are tested without a page.
 */
export interface CampaignViewValues {
  detail: CampaignDetail;
  history: HistoryEntry[];
  diary: Diary;
  boards: PartyBoards;
  apocalypse: ApocalypseState;
  hq: HqView;
  resolution: ResolutionView;
  exploration: ExplorationView;
  dice: DiceSettings;
  boxData: BoxData;
}
export type CampaignViewKey = keyof CampaignViewValues;

export const CAMPAIGN_VIEW_KEYS = [
  'detail',
  'history',
  'diary',
  'boards',
  'apocalypse',
  'hq',
  'resolution',
  'exploration',
  'dice',
  'boxData',
] as const satisfies readonly CampaignViewKey[];

/** What a push event says changed: areas of the campaign, or the box data every campaign reads. */
export type ChangeSource = CampaignArea | 'box-data';

/**
 * The sources each view is built from: an event naming any of them makes the view stale.
 * The party (`boards`) includes Shao Jun and the end-of-memory phase (`apocalypse/get`);
 * the HQ shows the main hall's cards and the patients' health, and the exploration view
 * the clue cards that can pay a journey, so those views follow the boards too. Box data
 * gives the XP thresholds (levels), the dice faces, the contracts and the region maps.
 */
export const VIEW_SOURCES: Record<CampaignViewKey, readonly ChangeSource[]> = {
  // The detail carries the party's level (LVL-1), worked out from the box's XP thresholds.
  detail: ['campaign', 'box-data'],
  // Every recorded command of the campaign adds a line to its history, whatever it changed.
  history: CAMPAIGN_AREAS,
  diary: ['diary', 'box-data'],
  boards: ['boards', 'box-data'],
  apocalypse: ['boards', 'box-data'],
  hq: ['hq', 'boards', 'box-data'],
  resolution: ['hq', 'boards', 'box-data'],
  exploration: ['exploration', 'boards', 'box-data'],
  dice: ['dice', 'box-data'],
  boxData: ['box-data'],
};

/** The views an event makes stale: `areas` absent means anything of the campaign may have changed. */
export function viewsChangedBy(sources: readonly ChangeSource[]): CampaignViewKey[] {
  return CAMPAIGN_VIEW_KEYS.filter((key) => VIEW_SOURCES[key].some((source) => sources.includes(source)));
}

/** Every campaign area and the box data: after an undo, a redo or a restored save. */
export const EVERYTHING: readonly ChangeSource[] = [...CAMPAIGN_AREAS, 'box-data'];

/** The view a command's answer replaces; checked against the channel's result type. */
type ViewAnswering<R> = { [K in CampaignViewKey]: [R] extends [CampaignViewValues[K]] ? K : never }[CampaignViewKey];

/** How main answers a command the window sent: with a view, with nothing to keep, or (undo/redo) with anything changed. */
export type CommandAnswer = CampaignViewKey | 'nothing' | 'everything';

type AnswerTable = { [N in ChannelName]?: ViewAnswering<ResultOf<N>> | 'nothing' | 'everything' };

/** Box-data commands answer the whole box data; every one of them is listed (a missing one does not compile). */
type BoxDataCommand = Exclude<
  { [N in ChannelName]: N extends `box-data/${string}` ? ([ResultOf<N>] extends [BoxData] ? N : never) : never }[ChannelName],
  'box-data/get'
>;

const BOX_DATA_COMMANDS: Record<BoxDataCommand, 'boxData'> = {
  'box-data/set-die-faces': 'boxData',
  'box-data/set-xp-thresholds': 'boxData',
  'box-data/save-equipment-card': 'boxData',
  'box-data/remove-equipment-card': 'boxData',
  'box-data/save-skill-options': 'boxData',
  'box-data/import': 'boxData',
  'box-data/save-contract': 'boxData',
  'box-data/remove-contract': 'boxData',
  'box-data/save-ally-card': 'boxData',
  'box-data/remove-ally-card': 'boxData',
  'box-data/save-blueprint': 'boxData',
  'box-data/remove-blueprint': 'boxData',
  'box-data/save-region': 'boxData',
  'box-data/save-region-location': 'boxData',
  'box-data/remove-region': 'boxData',
  'box-data/save-exploration-code': 'boxData',
  'box-data/remove-exploration-code': 'boxData',
  'box-data/save-shao-jun': 'boxData',
  'box-data/save-memory-map': 'boxData',
  'box-data/remove-memory-map': 'boxData',
  'box-data/save-enemy-card': 'boxData',
  'box-data/remove-enemy-card': 'boxData',
  'box-data/save-reinforcement-card': 'boxData',
  'box-data/remove-reinforcement-card': 'boxData',
  'box-data/save-event-card': 'boxData',
  'box-data/remove-event-card': 'boxData',
};

/**
 * The commands of a campaign's screens and the view each answers (every command answers
 * the new view of its area: see each area's channels). A command missing here still
 * works; its own push event is then read as another window's, costing a reload.
 */
export const COMMAND_ANSWERS = {
  'campaign/rename': 'detail',
  'diary/record-attempt': 'diary',
  'diary/skip-optional': 'diary',
  'diary/rename-memory': 'diary',
  'diary/edit-notes': 'diary',
  'diary/set-options': 'diary',
  'board/add-card': 'boards',
  'board/move-card': 'boards',
  'board/remove-card': 'boards',
  'board/set-health': 'boards',
  'board/set-eliminated': 'boards',
  'board/choose-skill': 'boards',
  'board/clear-skill': 'boards',
  'party/join': 'boards',
  'party/leave': 'boards',
  'party/swap': 'boards',
  'dice/set-mode': 'dice',
  'dice/roll': 'nothing',
  'hq/unlock': 'hq',
  'hq/start-assignment': 'hq',
  'hq/place': 'hq',
  'hq/remove': 'hq',
  'hq/hospitalise': 'hq',
  'hq/choose-blueprint': 'hq',
  'hq/reveal-contract': 'hq',
  'hq/finish-assignment': 'hq',
  'hq/use-medicine': 'hq',
  'hq/gain-blueprint': 'resolution',
  'hq/resolve-hospital': 'resolution',
  'hq/resolve-workshop': 'resolution',
  'hq/resolve-shop': 'resolution',
  'hq/resolve-command-room': 'resolution',
  'apocalypse/shao-jun-join': 'apocalypse',
  'apocalypse/set-shao-jun-health': 'apocalypse',
  'apocalypse/finish-end-of-memory': 'apocalypse',
  'exploration/start-phase': 'exploration',
  'exploration/journey': 'exploration',
  'exploration/jump': 'exploration',
  'exploration/resolve-location': 'exploration',
  'exploration/record-card-outcome': 'exploration',
  'exploration/use-healer': 'exploration',
  'exploration/forge': 'exploration',
  'exploration/end-phase': 'exploration',
  'history/undo': 'everything',
  'history/redo': 'everything',
  ...BOX_DATA_COMMANDS,
} as const satisfies AnswerTable;

export function commandAnswer(channel: string): CommandAnswer | null {
  return Object.hasOwn(COMMAND_ANSWERS, channel) ? COMMAND_ANSWERS[channel as keyof typeof COMMAND_ANSWERS] : null;
}

/** How the screens hold one view at the moment of a change. */
export interface ViewHold {
  /** A value is on hand (or on its way). */
  loaded: boolean;
  /** Mounted screens show it now. */
  shown: boolean;
  /**
   * One of them must see what the window's own commands change in it. A screen that only
   * reads what its own commands cannot change (the HQ tab asking whether a resolution is
   * due) leaves it stale instead, for the next screen that shows it.
   */
  followsOwnCommands: boolean;
}

export interface RefreshPlan {
  /** Read again now: shown, and changed. */
  reload: CampaignViewKey[];
  /** Read again when a screen next shows them. */
  stale: CampaignViewKey[];
}

/**
 * What one change means for the views on hand. `ownAnswer` is set when the change is the
 * push event of a command this window sent: the view its answer carries is not read
 * again (the answer replaces it), and `'everything'` means the window reloads by itself
 * when the answer comes (undo, redo).
 */
export function planRefresh(
  changed: readonly CampaignViewKey[],
  hold: (key: CampaignViewKey) => ViewHold,
  ownAnswer: CommandAnswer | null,
): RefreshPlan {
  const plan: RefreshPlan = { reload: [], stale: [] };
  if (ownAnswer === 'everything') return plan;
  for (const key of changed) {
    if (key === ownAnswer) continue;
    const { loaded, shown, followsOwnCommands } = hold(key);
    if (!loaded) continue;
    const reloadNow = shown && (ownAnswer === null || followsOwnCommands);
    (reloadNow ? plan.reload : plan.stale).push(key);
  }
  return plan;
}
