import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/campaigns/campaign.js';
import type { TableEvent } from '../../../../shared/memory-play/play-types.js';
import { createCatalog } from '../../../i18n/catalog.js';
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
  { type: 'miniature-moved', ...ezio, fromSide: 'A', fromSquare: 'A1', toSide: 'A', toSquare: 'C3', rule: 'GEN-6', setsAside: 'ACT-MOV-1' },
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
    expect(tableEventText(context('en'), EVENTS.find((event) => event.type === 'attack-rolled')!)).toBe('Ezio Auditore attacks B3: Hit, X (miss, retaliation) — 1 hit, 1 X.');
  });

  it('TWO-1: on a two-map memory squares and alerts name their map', () => {
    expect(tableEventText(context('en', true), EVENTS[2]!)).toBe('Move crossbowman from A:B3 to A:B4.');
    expect(tableEventText(context('en', true), EVENTS[15]!)).toBe('Map B: Flip the alert token to its red, active side.');
  });
});
