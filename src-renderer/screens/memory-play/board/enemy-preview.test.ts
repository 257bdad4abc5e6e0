import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/campaigns/campaign.js';
import type { EnemyQuestion, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { TableEvent } from '../../../../shared/memory-play/play-types.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { tableEventText, type WordContext } from './board-words.js';
import { enemyMapMarks, optionText, questionText, restrictedText, waitingRolls, rollAnswer } from './enemy-preview.js';

const catalog = createCatalog();
const context = (language: Language): WordContext => ({ t: catalog.translator(language), characterName: (id) => id, twoSides: false });

/** A movement preview as main sends it: two crossbowmen drift B3 → B2, an agile guard stays on a wall (MOV-9a). */
function movementPreview(): EnemyStagePreview {
  return {
    step: 'movement',
    status: 'ready',
    question: null,
    missingCards: [],
    missingInput: [],
    reinforcement: null,
    arrivals: [
      { miniatureId: 'g9', guardType: 'crossbowman', side: 'A', square: 'A1', letter: 'A', objectiveSpace: null },
      { miniatureId: 'g10', guardType: 'agile', side: 'A', square: 'A1', letter: 'A', objectiveSpace: null },
    ],
    leftInReserve: [],
    shortage: [],
    missingGuardMarker: null,
    directions: [{ side: 'A', direction: 'N', checkedCardId: null }],
    moves: [
      { miniatureId: 'g1', label: 'crossbowman', side: 'A', from: 'B3', to: 'B2', reason: 'MOV-3', objectiveSpace: null },
      { miniatureId: 'g2', label: 'crossbowman', side: 'A', from: 'B3', to: 'B2', reason: 'MOV-3', objectiveSpace: null },
      { miniatureId: 'g3', label: 'agile', side: 'A', from: 'C3', to: null, reason: 'MOV-9a', objectiveSpace: null },
    ],
    displacedBodies: [],
    tests: [{ id: 'detect:A:B2', side: 'A', square: 'B2', sets: [{ miniatureId: 'a1', involved: 'character', dice: 2 }], count: 2, exposingFaces: ['eye'], alertWasActive: false, odds: null, faces: null }],
    restricted: [],
    combat: [
      {
        side: 'A',
        square: 'C3',
        attackerIds: ['g3'],
        pool: 3,
        remainder: 0,
        shares: [
          { rollId: 'combat:a1', miniatureId: 'a1', label: 'ezio', health: 3, dice: 2, odds: null, faces: ['hit', 'hit'] },
          { rollId: 'combat:a2', miniatureId: 'a2', label: 'claudio', health: 3, dice: 1, odds: null, faces: null },
        ],
      },
    ],
    events: [],
  };
}

describe('the enemy step drawn on the board', () => {
  it('MOV-9e: guards of one type staying on one square for one reason read as one line with their count, in both languages', () => {
    const preview = movementPreview();
    const stay = (id: string, label: string) => ({ miniatureId: id, label, side: 'A' as const, from: 'C3', to: null, reason: 'MOV-9e' as const, objectiveSpace: null });
    preview.moves = [stay('g4', 'crossbowman'), stay('g5', 'crossbowman'), stay('g6', 'crossbowman'), stay('g7', 'agile')];
    const [mark] = enemyMapMarks(context('en'), preview).stays;
    expect(mark!.lines).toHaveLength(2);
    expect(mark!.lines[0]).toMatchObject({ text: expect.stringMatching(/^3 × crossbowman stay: .+$/), rule: 'MOV-9e' });
    expect(mark!.lines[1]).toMatchObject({ text: expect.stringMatching(/^agile guard stays: .+$/), rule: 'MOV-9e' });
    const [polish] = enemyMapMarks(context('pl'), preview).stays;
    expect(polish!.lines[0]!.text).toMatch(/^3 × .* — zostają: .+$/);
    // The rule id is for the RuleRef beside the line, never part of what the players read.
    expect(mark!.lines.map((line) => line.text).join(' ')).not.toMatch(/MOV-/);
  });

  it('MOV-3, MOV-9a: one arrow per square-to-square move with its count, a mark with the reason where a guard stays', () => {
    const marks = enemyMapMarks(context('en'), movementPreview());
    expect(marks.arrows).toEqual([expect.objectContaining({ side: 'A', from: 'B3', to: 'B2', count: 2 })]);
    expect(marks.arrows[0]!.text).toBe("2 × crossbowman B3 → B2 (drifts with the event's direction)");
    // The rule goes to the RuleRef beside the line, not into the words.
    expect(marks.stays).toEqual([{ side: 'A', square: 'C3', lines: [{ text: 'agile guard stays: a wall blocks the way', rule: 'MOV-9a' }] }]);
    // The squares a screen reader lands on say the same.
    expect(marks.notes.get('A:C3')).toEqual(['agile guard stays: a wall blocks the way']);
    expect(marks.notes.get('A:B2')).toEqual(['crossbowman will come from B3', 'crossbowman will come from B3']);
  });

  it('REI-3: the guards appearing are counted per square, in both languages', () => {
    const en = enemyMapMarks(context('en'), movementPreview()).arrivals;
    const pl = enemyMapMarks(context('pl'), movementPreview()).arrivals;
    expect(en).toEqual([{ side: 'A', square: 'A1', count: 2, text: '2 × crossbowman, agile guard will appear on A1' }]);
    expect(pl[0]!.count).toBe(2);
    expect(pl[0]!.text).not.toBe(en[0]!.text);
  });

  it('DET-8, CMB-6: the rolls still waiting, detection tests first, those already rolled left out', () => {
    expect(waitingRolls(movementPreview())).toEqual([
      { id: 'detect:A:B2', die: 'red', count: 2 },
      { id: 'combat:a2', die: 'black', count: 1 },
    ]);
    expect(rollAnswer('combat:a2', { mode: 'entered', faces: ['hit'] })).toEqual({ rolls: { 'combat:a2': ['hit'] }, diceMode: 'entered' });
    // The app's roll is only asked for: main draws its faces.
    expect(rollAnswer('detect:A:B2', { mode: 'app' })).toEqual({ rolls: { 'detect:A:B2': { mode: 'app' } }, diceMode: 'app' });
  });

  it('REI-2, REI-8, MOV-7, MOV-6, CMB-7: the enemy phase changes are worded in English and Polish, none as "other"', () => {
    const guard = { miniatureId: 'g3', miniatureKind: 'guard' as const, label: 'crossbowman' };
    const events: TableEvent[] = [
      { type: 'reinforcement-drawn', side: 'A', column: 'active', cardId: null, entries: 'A:2 crossbowman, C:1 agile', rule: 'REI-2' },
      { type: 'reinforcement-drawn', side: 'A', column: 'inactive', cardId: '4', entries: '', rule: 'REI-2' },
      { type: 'reinforcement-deck-reshuffled', cards: 7, rule: 'REI-8' },
      { type: 'direction-checked', side: 'A', direction: 'W', cardId: 'E12', rule: 'MOV-7' },
      { type: 'guard-on-objective-space', ...guard, objectiveId: 'o1', side: 'A', square: 'D1', rule: 'MOV-6' },
      { type: 'guard-off-objective-space', ...guard, objectiveId: 'o1', side: 'A', square: 'D1' },
      { type: 'missing-guard-marker', markers: 1, rule: 'LACK-1' },
      { type: 'miniature-removed', ...guard, fromSide: 'A', fromSquare: 'C1', toReserve: true, rule: 'CAP-2' },
      { type: 'combat-rolled', miniatureId: 'a1', miniatureKind: 'assassin', label: 'ezio', side: 'A', square: 'C3', faces: ['hit', 'hit', 'enemy-fail'], hits: 2, lost: 1, rule: 'CMB-7' },
    ];
    for (const language of ['en', 'pl'] as const) {
      const other = catalog.translator(language)('memoryPlay.board.changes.other');
      for (const event of events) expect(tableEventText(context(language), event)).not.toBe(other);
    }
    expect(tableEventText(context('en'), events[0]!)).toBe('Reinforcement card (active column): entrance A: 2 × crossbowman; entrance C: 1 × agile guard.');
    expect(tableEventText(context('en'), events.find((event) => event.type === 'combat-rolled')!)).toContain('2 hits, 1 lost (critical)');
    expect(tableEventText(context('en'), events.find((event) => event.type === 'missing-guard-marker')!)).toBe('Put a missing-guard marker on the reinforcement deck: a second one fails the memory.');
    expect(tableEventText(context('en'), events.find((event) => event.type === 'miniature-removed')!)).toMatch(/^Take the body of the .+ off C1, back to the reserve, to make room\.$/);
  });

  it('CAP-2, REI-3, REI-7: the new questions name their square, candidates and letters, and every option, in English and Polish', () => {
    const pieceOf = (id: string) => (id === 'g3' ? 'agile guard' : 'crossbowman');
    const order: EnemyQuestion = {
      id: 'entry-order:A:B1',
      kind: 'entry-order',
      rule: 'REI-3',
      side: 'A',
      square: 'B1',
      miniatureIds: [],
      count: 2,
      options: [
        { id: 'A:crossbowman>C:agile', entries: [{ letter: 'A', guardType: 'crossbowman', count: 2 }, { letter: 'C', guardType: 'agile', count: 0 }] },
        { id: 'C:agile>A:crossbowman', entries: [{ letter: 'C', guardType: 'agile', count: 1 }, { letter: 'A', guardType: 'crossbowman', count: 1 }] },
      ],
    };
    const bodies: EnemyQuestion = { id: 'bodies-give-way:REI-3:A:D4', kind: 'bodies-give-way', rule: 'CAP-2', side: 'A', square: 'D4', miniatureIds: ['g1', 'g2', 'g3'], count: 1, options: [{ id: 'g1', miniatureIds: ['g1'] }, { id: 'g3', miniatureIds: ['g3'] }] };
    const spaces: EnemyQuestion = { ...bodies, id: 'objective-spaces:REI-3:A:D1', kind: 'objective-spaces', rule: 'REI-7', square: 'D1', count: 3, options: [{ id: 'g1+g2+g3', miniatureIds: ['g1', 'g2', 'g3'] }] };
    const en = context('en');
    expect(questionText(en, pieceOf, order)).toBe('Entrances A, C reach B1, which has room for 2 more: in which order are they resolved?');
    expect(order.options.map((option) => optionText(en, pieceOf, option))).toEqual(['In the order A → C: entrance A 2 × crossbowman, entrance C 0 × agile guard', 'In the order C → A: entrance C 1 × agile guard, entrance A 1 × crossbowman']);
    // The miniatures as the players count them on the table, never by their ids.
    expect(questionText(en, pieceOf, bodies)).toBe('Enemies entering D4 need room: which 1 of the bodies (2 × crossbowman, agile guard) go back to the reserve?');
    expect(optionText(en, pieceOf, bodies.options[1]!)).toBe('agile guard');
    expect(questionText(en, pieceOf, spaces)).toContain('The objective base on D1 has 3 free spaces');
    const pl = context('pl');
    for (const question of [order, bodies, spaces]) {
      const text = questionText(pl, pieceOf, question);
      expect(text).not.toBe(questionText(en, pieceOf, question));
      expect(text).not.toMatch(/\{\{|enemyPhase\./);
    }
    expect(optionText(pl, pieceOf, order.options[1]!)).toMatch(/^W kolejności C → A: wejście C 1 × .+, wejście A 1 × .+$/);
  });

  it('RST-2: the enemies finding someone on a restricted square, or only its bodies, are said in English and Polish', () => {
    const pieceOf = (id: string) => (id === 'a1' ? 'Alessandra' : id);
    const find = { side: 'A' as const, square: 'B1', exposedIds: ['a1'], bodies: 1 };
    expect(restrictedText(context('en'), pieceOf, find)).toBe('Restricted area B1: the enemies find Alessandra there at once, with no test, even in a hiding spot. The alert turns active.');
    expect(restrictedText(context('pl'), pieceOf, find)).toBe('Obszar zastrzeżony B1: wrogowie od razu wykrywają tam: Alessandra, bez testu, nawet w kryjówce. Alarm zostaje wywołany.');
    expect(restrictedText(context('en'), pieceOf, { ...find, exposedIds: [] })).toBe('Restricted area B1: the enemies find the bodies there at once, with no test. The alert turns active.');
  });

  it('LACK-2: the question where the miniatures left go names the guard type, the entrance and each square’s share, in English and Polish', () => {
    const question: EnemyQuestion = {
      id: 'short-placement:A:stalker',
      kind: 'short-placement',
      rule: 'LACK-2',
      side: 'A',
      square: 'A1',
      miniatureIds: [],
      count: 1,
      options: [
        { id: 'A1=1+B1=0', placements: [{ square: 'A1', count: 1 }, { square: 'B1', count: 0 }], entries: [{ letter: 'A', guardType: 'stalker', count: 1 }] },
        { id: 'A1=0+B1=1', placements: [{ square: 'A1', count: 0 }, { square: 'B1', count: 1 }], entries: [{ letter: 'A', guardType: 'stalker', count: 1 }] },
      ],
    };
    const pieceOf = (id: string) => id;
    expect(questionText(context('en'), pieceOf, question)).toBe('Out of stalker miniatures: 1 left for the squares of entrance A. Where do they go?');
    expect(optionText(context('en'), pieceOf, question.options[1]!)).toBe('A1: 0, B1: 1');
    expect(optionText(context('pl'), pieceOf, question.options[1]!)).toBe('A1 — 0, B1 — 1');
    expect(questionText(context('pl'), pieceOf, question)).toMatch(/^Brakuje figurek \(.+\): dla pól wejścia A zostało 1\. Gdzie je stawiacie\?$/);
  });
});
