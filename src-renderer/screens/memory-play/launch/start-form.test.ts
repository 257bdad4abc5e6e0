import { describe, expect, it } from 'vitest';
import { mapFromText } from '../../../../shared/memory-play/map/test-support/map-builders.js';
import { newStartDraft, parseEventCards, startNeeds, toStartRequest, withBossRows } from './start-form.js';

const mapWith = (legend: string, memoryId = '1.1') => mapFromText(`memory ${memoryId}\nside A 3x1\n1 s1 s2 s3\n${legend}`);

describe('what a play asks before it starts', () => {
  it('SET-5: the elite type is asked only when the map shows several, and may be named when it shows none', () => {
    const several = startNeeds(mapWith('guard A1 agile\nguard-type brute\nguard B1 brute\nguard C1 crossbowman'), '1.1', 'core');
    expect(several.eliteTypes).toEqual(['agile', 'brute']);
    const one = startNeeds(mapWith('guard A1 agile'), '1.1', 'core');
    expect([one.eliteTypes.length > 1, one.eliteOptional]).toEqual([false, false]);
    expect(startNeeds(mapWith('guard A1 crossbowman'), '1.1', 'core').eliteOptional).toBe(true);
    // APX-SET-5: the Apocalypse reserve has no elite type to name.
    expect(startNeeds(mapWith('guard A1 stalker\nguard B1 viper'), '1.1', 'apocalypse')).toMatchObject({ eliteTypes: [], eliteOptional: false });
  });

  it('SET-5: a choice among several elites is required, and sent', () => {
    const needs = startNeeds(mapWith('guard A1 agile\nguard-type brute\nguard B1 brute'), '1.1', 'core');
    const draft = newStartDraft('1.1');
    expect(toStartRequest(3, draft, needs)).toEqual({ ok: false, problem: { field: 'eliteType', message: 'memoryPlay.launch.problems.eliteChoice' } });
    expect(toStartRequest(3, { ...draft, eliteType: 'brute' }, needs)).toEqual({ ok: true, request: { campaignId: 3, memoryId: '1.1', eliteType: 'brute' } });
  });

  it('SET-9, ENM-1: memory 0.2 asks which enemy steps its page lists, sent in the phase order', () => {
    const needs = startNeeds(mapWith('', '0.2'), '0.2', 'core');
    expect(needs.enemyStages).toBe(true);
    expect(startNeeds(mapWith('', '0.1'), '0.1', 'core').enemyStages).toBe(false);
    const sent = toStartRequest(3, { ...newStartDraft('0.2'), enemyStages: ['combat', 'reinforcement'] }, needs);
    expect(sent.ok && sent.request.enemyStages).toEqual(['reinforcement', 'combat']);
  });

  it('UNK-18: a memory without an entered map says so before anything is asked', () => {
    expect(startNeeds(undefined, '2.4', 'core')).toMatchObject({ mapEntered: false, eliteTypes: [], bosses: [] });
  });

  it('BOSS-1: one row per boss on the map; blank values stay unknown, a typed one must be a number', () => {
    const needs = startNeeds(mapWith('boss A1 "Pitigliano"\nboss C1 "Borgia"'), '1.1', 'core');
    const draft = { ...newStartDraft('1.1'), eliteType: '' };
    draft.bosses = withBossRows(draft, needs);
    expect(draft.bosses.map((row) => row.name)).toEqual(['Pitigliano', 'Borgia']);
    draft.bosses[1] = { name: 'Borgia', health: '6', xp: '' };
    expect(toStartRequest(3, draft, needs)).toMatchObject({ ok: true, request: { bossCards: [{ name: 'Borgia', health: 6, xp: null }] } });
    draft.bosses[0] = { name: 'Pitigliano', health: 'lots', xp: '' };
    expect(toStartRequest(3, draft, needs)).toMatchObject({ ok: false, problem: { field: 'bosses.0.health' } });
  });

  it('SET-10, EVT-5: an entered event deck is read card by card; a card that is no direction is named by its place', () => {
    expect(parseEventCards('n  E,s ; w ?')).toEqual({
      ok: true,
      cards: [
        { id: '1', direction: 'N' },
        { id: '2', direction: 'E' },
        { id: '3', direction: 'S' },
        { id: '4', direction: 'W' },
        { id: '5', direction: '?' },
      ],
    });
    expect(parseEventCards('N NE S')).toEqual({ ok: false, found: 'NE', position: 2 });
    const needs = startNeeds(mapWith(''), '1.1', 'core');
    expect(toStartRequest(3, { ...newStartDraft('1.1'), deck: 'entered', eventCards: '  ' }, needs)).toMatchObject({ ok: false, problem: { field: 'eventCards' } });
    expect(toStartRequest(3, { ...newStartDraft('1.1'), deck: 'typed', eventCards: 'junk' }, needs)).toEqual({ ok: true, request: { campaignId: 3, memoryId: '1.1' } });
  });

  it('a memory id not written as the book prints it is refused in the form', () => {
    expect(toStartRequest(3, newStartDraft(' '), startNeeds(undefined, '', 'core'))).toMatchObject({ ok: false, problem: { field: 'memoryId' } });
  });
});
