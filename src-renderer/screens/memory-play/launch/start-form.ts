import type { Box } from '../../../../shared/campaigns/campaign.js';
import { GUARD_TYPE_PATTERN, MEMORY_ID_PATTERN, type MemoryMap } from '../../../../shared/memory-play/map/index.js';
import type { StartPlayRequest } from '../../../../shared/memory-play/memory-play-channels.js';
import { ENEMY_STAGES, EVENT_DIRECTIONS, type EnemyStage, type EventDirection } from '../../../../shared/memory-play/play-types.js';
import type { MessageKey } from '../../../i18n/message-key.js';

/**
 * The start of a play, asked in place where the players press Play: only what the campaign
 * book's page says and the app does not know, and only when the memory needs it — SET-5 the
 * elite type when the map shows several (or none), SET-9 the enemy steps of memory 0.2,
 * BOSS-1 the boss cards' health and XP, SET-10 the event deck when the players entered it.
 */

/** The tutorial memory whose enemy phase is partial (SET-9). */
const PARTIAL_ENEMY_PHASE = '0.2';
const CROSSBOWMAN = 'crossbowman';

export interface StartNeeds {
  /** UNK-18: the memory's map is entered in Box data. */
  mapEntered: boolean;
  /** SET-5: the elite types the map starts with (core box); a choice is needed when there are several. */
  eliteTypes: string[];
  /** SET-5: no elite on the map, so the players may name the one the reserve holds. */
  eliteOptional: boolean;
  /** SET-9: memory 0.2 plays the enemy steps its page lists. */
  enemyStages: boolean;
  /** BOSS-1: the bosses the map starts with, whose cards give health and XP. */
  bosses: string[];
}

export function startNeeds(map: MemoryMap | undefined, memoryId: string, box: Box): StartNeeds {
  const elites = new Set<string>();
  const bosses = new Set<string>();
  for (const side of map?.sides ?? []) {
    for (const start of side.miniatures) {
      if (start.type === 'guard' && start.guardType !== CROSSBOWMAN) elites.add(start.guardType);
      if (start.type === 'boss') bosses.add(start.name);
    }
  }
  // APX-SET-5: the Apocalypse reserve has no elite type to choose.
  const core = box === 'core';
  return {
    mapEntered: map !== undefined,
    eliteTypes: core ? [...elites] : [],
    eliteOptional: core && map !== undefined && elites.size === 0,
    enemyStages: memoryId.trim() === PARTIAL_ENEMY_PHASE,
    bosses: [...bosses],
  };
}

export interface BossCardDraft {
  name: string;
  health: string;
  xp: string;
}

export interface StartDraft {
  memoryId: string;
  eliteType: string;
  enemyStages: EnemyStage[];
  bosses: BossCardDraft[];
  /** SET-10: typed from each card drawn at the table, or entered here as a deck the app shuffles and draws. */
  deck: 'typed' | 'entered';
  /** The entered deck: each card's direction, in any order (N, E, S, W or ?). */
  eventCards: string;
}

export function newStartDraft(memoryId: string): StartDraft {
  return { memoryId, eliteType: '', enemyStages: [], bosses: [], deck: 'typed', eventCards: '' };
}

/** The boss rows follow the map of the memory typed; values already typed for a boss stay. */
export function withBossRows(draft: StartDraft, needs: StartNeeds): BossCardDraft[] {
  return needs.bosses.map((name) => draft.bosses.find((row) => row.name === name) ?? { name, health: '', xp: '' });
}

export interface StartProblem {
  field: string;
  message: MessageKey;
  params?: Record<string, string | number>;
}

export type StartResult = { ok: true; request: StartPlayRequest } | { ok: false; problem: StartProblem };

/** EVT-5: the directions of an entered event deck, one per card, separated by spaces or commas. */
export function parseEventCards(text: string): { ok: true; cards: { id: string; direction: EventDirection }[] } | { ok: false; found: string; position: number } {
  const tokens = text
    .split(/[\s,;]+/)
    .map((token) => token.trim().toUpperCase())
    .filter((token) => token !== '');
  const cards: { id: string; direction: EventDirection }[] = [];
  for (const [index, token] of tokens.entries()) {
    if (!(EVENT_DIRECTIONS as readonly string[]).includes(token)) return { ok: false, found: token, position: index + 1 };
    // Cards are told apart by the order they were typed in: card 1, card 2…
    cards.push({ id: String(index + 1), direction: token as EventDirection });
  }
  return { ok: true, cards };
}

/** A whole number typed in a box, or null when left blank; undefined when it is not a number. */
function typedNumber(text: string, min: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value < min ? undefined : value;
}

/** The start request from the form, or the first field the players must fix (named by its path). */
export function toStartRequest(campaignId: number, draft: StartDraft, needs: StartNeeds): StartResult {
  const fail = (field: string, message: MessageKey, params?: Record<string, string | number>): StartResult => ({ ok: false, problem: { field, message, ...(params ? { params } : {}) } });
  const memoryId = draft.memoryId.trim();
  if (!MEMORY_ID_PATTERN.test(memoryId)) return fail('memoryId', 'memoryPlay.launch.problems.memoryId');
  const request: StartPlayRequest = { campaignId, memoryId };

  const elite = draft.eliteType.trim().toLowerCase();
  if (needs.eliteTypes.length > 1) {
    if (!needs.eliteTypes.includes(elite)) return fail('eliteType', 'memoryPlay.launch.problems.eliteChoice');
    request.eliteType = elite;
  } else if (needs.eliteOptional && elite !== '') {
    if (!GUARD_TYPE_PATTERN.test(elite) || elite === CROSSBOWMAN) return fail('eliteType', 'memoryPlay.launch.problems.eliteType');
    request.eliteType = elite;
  }

  if (needs.enemyStages) request.enemyStages = ENEMY_STAGES.filter((step) => draft.enemyStages.includes(step));

  const bossCards: NonNullable<StartPlayRequest['bossCards']> = [];
  for (const [index, row] of draft.bosses.entries()) {
    const health = typedNumber(row.health, 1);
    if (health === undefined) return fail(`bosses.${index}.health`, 'memoryPlay.launch.problems.bossHealth', { name: row.name });
    const xp = typedNumber(row.xp, 0);
    if (xp === undefined) return fail(`bosses.${index}.xp`, 'memoryPlay.launch.problems.bossXp', { name: row.name });
    if (health !== null || xp !== null) bossCards.push({ name: row.name, health, xp });
  }
  if (bossCards.length > 0) request.bossCards = bossCards;

  if (draft.deck === 'entered') {
    const parsed = parseEventCards(draft.eventCards);
    if (!parsed.ok) return fail('eventCards', 'memoryPlay.launch.problems.eventCard', { found: parsed.found, position: parsed.position });
    if (parsed.cards.length === 0) return fail('eventCards', 'memoryPlay.launch.problems.noEventCards');
    request.eventCards = parsed.cards;
  }
  return { ok: true, request };
}
