import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/campaigns/campaign.js';
import type { TableEvent } from '../../../../shared/memory-play/play-types.js';
import { stepSchema, type StepRequest } from '../../../../shared/memory-play/step-schema.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { historySummary } from '../../../lib/history-text.js';
import { tableEventText, type WordContext } from './board-words.js';

const catalog = createCatalog();
const names: Record<string, string> = { ezio: 'Ezio Auditore' };
const context = (language: Language, twoSides = false): WordContext => ({
  t: catalog.translator(language),
  characterName: (id) => names[id] ?? id,
  twoSides,
});

const guardWho = { miniatureId: 'g3', miniatureKind: 'guard' as const, label: 'crossbowman' };
const ezio = { miniatureId: 'a1', miniatureKind: 'assassin' as const, label: 'ezio' };

/** One change of each kind the engine reports, as main sends them. */
const EVENTS: TableEvent[] = [
  { type: 'miniature-added', ...guardWho, side: 'A', square: 'B3', body: false },
  { type: 'miniature-added', ...guardWho, side: 'A', square: 'B3', body: true },
  { type: 'miniature-moved', ...guardWho, fromSide: 'A', fromSquare: 'B3', toSide: 'A', toSquare: 'B4' },
  { type: 'miniature-moved', ...ezio, fromSide: null, fromSquare: null, toSide: 'A', toSquare: 'A1', rule: 'SET-1' },
  { type: 'miniature-removed', ...guardWho, fromSide: 'A', fromSquare: 'B3', toReserve: true },
  { type: 'miniature-removed', miniatureId: 'boss1', miniatureKind: 'boss', label: 'Pitigliano', fromSide: 'A', fromSquare: 'B3', toReserve: false },
  { type: 'miniature-removed', ...ezio, fromSide: null, fromSquare: null, toReserve: false },
  { type: 'body-changed', ...guardWho, side: 'A', square: 'B3', body: true },
  { type: 'body-changed', ...guardWho, side: 'A', square: 'B3', body: false },
  { type: 'health-changed', ...ezio, from: 4, to: 2, maxHealth: 4, condition: 'injured' },
  { type: 'health-changed', ...ezio, from: 1, to: 0, maxHealth: 4, condition: 'critical' },
  { type: 'health-changed', miniatureId: 'ally1', miniatureKind: 'ally', label: 'Leonardo', from: null, to: 3, maxHealth: null, condition: null },
  { type: 'assassin-eliminated', ...ezio, rule: 'HLT-8' },
  { type: 'cubes-changed', ...ezio, cubes: 3, savedCube: false, fromCubes: 0, fromSavedCube: false, rule: 'EVT-1' },
  { type: 'cubes-changed', ...ezio, cubes: 2, savedCube: true, fromCubes: 3, fromSavedCube: false },
  { type: 'alert-changed', side: 'B', alert: 'active' },
  { type: 'alert-changed', side: 'A', alert: 'inactive' },
  { type: 'red-base-attached', redBaseId: 'r1', substitute: false, fromSide: null, fromSquare: null, ...ezio, rule: 'STL-3' },
  { type: 'red-base-attached', redBaseId: 'r2', substitute: false, fromSide: 'A', fromSquare: 'C2', ...ezio, rule: 'STL-3' },
  { type: 'red-base-attached', redBaseId: 's1', substitute: true, fromSide: null, fromSquare: null, ...ezio, rule: 'STL-9' },
  { type: 'red-base-detached', redBaseId: 'r1', substitute: false, side: 'A', square: 'C2', ...ezio, rule: 'STL-6' },
  { type: 'red-base-placed', redBaseId: 'r3', substitute: false, side: 'A', square: 'D1' },
  { type: 'red-base-placed', redBaseId: 's2', substitute: true, side: 'A', square: 'D1', rule: 'STL-9' },
  { type: 'red-base-removed', redBaseId: 'r3', substitute: false, side: 'A', square: 'D1', rule: 'END-2' },
  { type: 'red-base-removed', redBaseId: 'r3', substitute: false, side: null, square: null },
  { type: 'red-base-removed', redBaseId: 's2', substitute: true, side: 'A', square: 'D1' },
  { type: 'red-base-removed', redBaseId: 's2', substitute: true, side: null, square: null },
  { type: 'objective-changed', objectiveId: 'A:D2', side: 'A', square: 'D2', completed: true, rule: 'ACT-OBJ-4' },
  { type: 'objective-changed', objectiveId: 'A:D2', side: 'A', square: 'D2', completed: false },
  { type: 'chest-changed', chestId: 'A:B1', side: 'A', square: 'B1', opened: true, rule: 'MAP-CHS-1' },
  { type: 'chest-changed', chestId: 'A:B1', side: 'A', square: 'B1', opened: false },
  { type: 'difficulty-changed', difficulty: 'easy', easyUsed: true, rule: 'DIFF-1' },
  { type: 'easy-used-changed', easyUsed: true, rule: 'DIFF-3' },
  { type: 'easy-used-changed', easyUsed: false },
  { type: 'event-card-drawn', side: 'A', direction: 'N', cardId: null, rule: 'EVT-2' },
  { type: 'event-card-drawn', side: 'A', direction: '?', cardId: '7', rule: 'EVT-2' },
  { type: 'event-deck-reshuffled', cards: 5, rule: 'EVT-6' },
  { type: 'event-card-discarded', side: 'A', direction: 'S', cardId: null, rule: 'END-2' },
  { type: 'phase-changed', turn: 2, phase: 'assassin', enemyStage: null, rule: 'TURN-1' },
  { type: 'phase-changed', turn: 2, phase: 'enemy', enemyStage: 'movement', rule: 'ENM-1' },
  { type: 'turn-started', turn: 3, rule: 'TURN-1' },
  { type: 'memory-ended', outcome: 'success', rule: 'END-3' },
  { type: 'memory-ended', outcome: 'failure', rule: 'FAIL-1' },
  { type: 'hiding-spot-entered', ...ezio, side: 'A', square: 'B1', rule: 'MAP-HID-2' },
  { type: 'hiding-spot-left', ...ezio, side: 'A', square: 'B1', rule: 'MAP-HID-6' },
  { type: 'tower-climbed', ...ezio, side: 'A', fromSquare: 'B1', rule: 'MAP-TWR-1' },
  { type: 'tower-leapt', ...ezio, side: 'A', toSquare: 'C2', rule: 'MAP-TWR-6' },
  { type: 'tower-synchronized', ...ezio, side: 'A', rule: 'MAP-TWR-4' },
  { type: 'card-moved', ...ezio, card: 'Axe', from: null, to: 'melee', discardTo: null, rule: 'EQP-2' },
  { type: 'card-moved', ...ezio, card: 'Axe', from: 'melee', to: 'inventory-1', discardTo: null, rule: 'EQP-4' },
  { type: 'card-moved', ...ezio, card: 'Axe', from: 'melee', to: null, discardTo: 'box', rule: 'EQP-4' },
  { type: 'card-moved', ...ezio, card: 'Axe', from: 'melee', to: null, discardTo: 'discard-pile', rule: 'EQP-4' },
  { type: 'card-moved', ...ezio, card: 'Axe', from: 'melee', to: null, discardTo: null, rule: 'EQP-4' },
  // What the assassins' actions and their dice change.
  { type: 'objective-progress', objectiveId: 'A:D2', side: 'A', square: 'D2', cubes: 1, cost: 2, rule: 'ACT-OBJ-2' },
  { type: 'fast-travelled', ...ezio, fromSide: 'A', fromSquare: 'F6', toSide: null, toSquare: null, rule: 'ACT-FTS-1' },
  { type: 'fast-travelled', ...ezio, fromSide: 'A', fromSquare: 'F6', toSide: 'A', toSquare: 'A1', rule: 'ACT-FTS-1' },
  { type: 'attack-rolled', ...ezio, side: 'A', square: 'B3', faces: ['hit', 'x'], hits: 1, special: false, failures: 1, rule: 'ACT-WPN-3' },
  { type: 'attack-rolled', ...ezio, side: 'A', square: 'B3', faces: ['special', 'hit'], hits: 2, special: true, failures: 0, rule: 'ACT-WPN-3' },
  { type: 'retaliation-rolled', ...ezio, faces: ['hit', 'enemy-fail'], damage: 1, rule: 'RET-2' },
  { type: 'bodies-searched', ...ezio, side: 'A', square: 'B3', searched: 1, bodies: 2, rule: 'BODY-2' },
  { type: 'traded', ...ezio, withIds: ['a2'], rule: 'ACT-TRD-1' },
  { type: 'card-used', ...ezio, card: 'Smoke bomb', cost: 1, rule: 'GEN-6' },
  { type: 'detection-rolled', side: 'A', square: 'B3', faces: ['eye', 'blank'], exposedIds: ['a1'], alertTriggered: true, rule: 'DET-5' },
  { type: 'detection-rolled', side: 'A', square: 'B3', faces: ['blank', 'blank'], exposedIds: [], alertTriggered: false, rule: 'DET-5' },
];

const unfilled = (text: string) => /\{\{|\$t\(|memoryPlay\./.test(text);

describe('what changed on the table, in words', () => {
  for (const language of ['en', 'pl'] as const) {
    it(`words every change the engine reports, each differently, with nothing left unfilled (${language})`, () => {
      const lines = EVENTS.map((event) => tableEventText(context(language), event));
      expect(lines.filter(unfilled)).toEqual([]);
      expect(new Set(lines).size).toBe(lines.length);
    });
  }

  it('GEN-6: a move reads as what the group does at the table, naming the piece and both squares', () => {
    expect(tableEventText(context('en'), EVENTS[2]!)).toBe('Move crossbowman from B3 to B4.');
    expect(tableEventText(context('pl'), EVENTS[2]!)).toBe('Przestawcie z B3 na B4: kusznik.');
    expect(tableEventText(context('en'), EVENTS[3]!)).toBe('Put Ezio Auditore on A1.');
  });

  it('DET-5, ACT-WPN-3: a roll reads with its faces, and the exposed are named', () => {
    const named = { ...context('en'), pieceOf: (id: string) => (id === 'a1' ? 'Ezio Auditore' : id) };
    expect(tableEventText(named, EVENTS.find((event) => event.type === 'detection-rolled')!)).toBe('Detection test on B3: Eye, Blank — Ezio Auditore exposed.');
    expect(tableEventText(context('en'), EVENTS.find((event) => event.type === 'attack-rolled')!)).toBe('Ezio Auditore attacks B3: Hit, X (miss, retaliation) — 1 hits, 1 X.');
  });

  it('TWO-1: on a two-map memory squares and alerts name their map', () => {
    expect(tableEventText(context('en', true), EVENTS[2]!)).toBe('Move crossbowman from A:B3 to A:B4.');
    expect(tableEventText(context('en', true), EVENTS[15]!)).toBe('Map B: Flip the alert token to its red, active side.');
  });
});

/** A real step of each kind main records (checked against the step schema). */
const STEPS: StepRequest[] = [
  { kind: 'set-objective-space', miniatureId: 'g2', onSpace: true },
  { kind: 'set-missing-guard-marker', placed: true },
  { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'agile' }, side: 'A', square: 'B3' },
  { kind: 'remove-miniature', miniatureId: 'g3' },
  { kind: 'move-miniature', miniatureId: 'g3', side: 'A', square: 'B4' },
  { kind: 'set-body', miniatureId: 'g3', body: true },
  { kind: 'set-health', miniatureId: 'a1', health: 2 },
  { kind: 'eliminate-assassin', miniatureId: 'a1' },
  { kind: 'set-cubes', miniatureId: 'a1', cubes: 2, savedCube: true },
  { kind: 'set-alert', side: 'A', alert: 'active' },
  { kind: 'attach-red-base', miniatureId: 'a1' },
  { kind: 'detach-red-base', miniatureId: 'a1' },
  { kind: 'place-red-base', side: 'A', square: 'C2' },
  { kind: 'remove-red-base', redBaseId: 'r2' },
  { kind: 'set-objective', objectiveId: 'A:D2', completed: true },
  { kind: 'set-chest', chestId: 'A:B1', opened: false },
  { kind: 'set-difficulty', difficulty: 'easy' },
  { kind: 'set-easy-used', easyUsed: true },
  { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
  { kind: 'begin-assassin-phase' },
  { kind: 'end-assassin-phase' },
  { kind: 'end-enemy-stage', stage: 'combat' },
  { kind: 'end-turn' },
  { kind: 'end-memory', outcome: 'success' },
  { kind: 'choose', decisionId: 'd1', optionId: 'A:A1' },
  { kind: 'save-cube', miniatureId: 'a1' },
  { kind: 'move', miniatureId: 'a1', side: 'A', square: 'B2' },
  { kind: 'roll', decisionId: 'd2', mode: 'entered', faces: [] },
  { kind: 'work-objective', miniatureId: 'a1', objectiveId: 'A:D2', cubes: 1 },
  { kind: 'fast-travel', miniatureId: 'a1' },
  { kind: 'attack', miniatureId: 'a1', slot: 'melee', dice: 2, side: 'A', square: 'B2' },
  { kind: 'open-chest', miniatureId: 'a1' },
  { kind: 'hide-bodies', miniatureId: 'a1', searched: 1 },
  { kind: 'use-card', miniatureId: 'a1', card: 'Smoke bomb', cost: 1 },
  { kind: 'trade', miniatureId: 'a1', withIds: ['a2'] },
];

/**
 * What main records for a step's history line (src-main/memory-play/step-summary.ts): the
 * memory, the turn and the step's own simple values; a new miniature by kind and label; the
 * event cards as `side:direction`.
 */
function recordedParams(step: StepRequest): Record<string, string | number> {
  const params: Record<string, string | number> = { memoryId: '0.2', turn: 3 };
  for (const [key, value] of Object.entries(step)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    else if (typeof value === 'boolean') params[key] = String(value);
  }
  if (step.kind === 'add-miniature') {
    params.miniatureKind = step.miniature.kind;
    params.label = step.miniature.kind === 'guard' ? step.miniature.guardType : step.miniature.name;
  }
  if (step.kind === 'begin-event-phase') params.events = step.events.map((choice) => `${choice.side}:${'direction' in choice ? choice.direction : 'deck'}`).join(', ');
  return params;
}

describe('the history lines of a play', () => {
  it('the samples are real steps, one of each kind of the tracker, the manual moves and the first actions', () => {
    for (const step of STEPS) expect(stepSchema.safeParse(step).success).toBe(true);
    expect(new Set(STEPS.map((step) => step.kind)).size).toBe(STEPS.length);
  });

  for (const language of ['en', 'pl'] as const) {
    it(`every step, the start and the map commands read as their own sentence, fully filled (${language})`, () => {
      const options = { t: catalog.translator(language), has: (key: string) => catalog.has(key), dieName: (id: string) => id };
      const fallback = historySummary({ summaryKey: 'no-such-key', summaryParams: {} }, options);
      const entries = [
        ...STEPS.map((step) => ({ summaryKey: `memoryPlay.history.step.${step.kind}`, summaryParams: recordedParams(step) })),
        ...['mapSaved', 'mapImported', 'mapRemoved', 'playStarted'].map((key) => ({ summaryKey: `memoryPlay.history.${key}`, summaryParams: { memoryId: '0.2' } })),
      ];
      const lines = entries.map((entry) => historySummary(entry, options));
      expect(lines.filter((line) => line === fallback || unfilled(line))).toEqual([]);
      expect(new Set(lines).size).toBe(lines.length);
    });
  }

  it('a boolean or a word of the model is put in the reader’s language', () => {
    const polish = { t: catalog.translator('pl'), has: (key: string) => catalog.has(key), dieName: (id: string) => id };
    const line = historySummary({ summaryKey: 'memoryPlay.history.step.set-alert', summaryParams: recordedParams({ kind: 'set-alert', side: 'B', alert: 'active' }) }, polish);
    expect(line).toBe('Wspomnienie 0.2, tura 3: alarm mapy B odwrócony na aktywny');
  });
});
