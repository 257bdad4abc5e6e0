import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../../i18n/catalog.js';
import { enemyPhaseScope, stageLabelKey, trackerStages } from './tracker.js';

const all = ['reinforcement', 'movement', 'combat'] as const;
const statuses = (state: Parameters<typeof trackerStages>[0]) => trackerStages(state).map((stage) => `${stage.key}:${stage.status}`);

describe('the turn tracker strip', () => {
  it('TURN-1, ENM-1: the phases in order, the enemy phase in its three steps, the current one marked', () => {
    expect(statuses({ phase: 'enemy', enemyStage: 'movement', enemyStagesPlayed: all, outcome: null })).toEqual([
      'event:done',
      'assassin:done',
      'reinforcement:done',
      'movement:current',
      'combat:upcoming',
      'after-enemy:upcoming',
      'end:upcoming',
    ]);
    expect(statuses({ phase: 'event', enemyStage: null, enemyStagesPlayed: all, outcome: null })[0]).toBe('event:current');
  });

  it('SET-9, ENM-2: memory 0.1 skips the enemy phase, 0.2 plays only the steps its page lists', () => {
    expect(statuses({ phase: 'end', enemyStage: null, enemyStagesPlayed: [], outcome: null })).toEqual([
      'event:done',
      'assassin:done',
      'reinforcement:skipped',
      'movement:skipped',
      'combat:skipped',
      'after-enemy:skipped',
      'end:current',
    ]);
    expect(statuses({ phase: 'enemy', enemyStage: 'combat', enemyStagesPlayed: ['reinforcement', 'combat'], outcome: null })).toEqual([
      'event:done',
      'assassin:done',
      'reinforcement:done',
      'movement:skipped',
      'combat:current',
      'after-enemy:upcoming',
      'end:upcoming',
    ]);
    expect(enemyPhaseScope({ enemyStagesPlayed: [] })).toBe('none');
    expect(enemyPhaseScope({ enemyStagesPlayed: ['movement'] })).toBe('partial');
    expect(enemyPhaseScope({ enemyStagesPlayed: all })).toBe('all');
  });

  it('SAVE-3: after the last enemy step the strip shows the moment after combat as now, before the end of turn', () => {
    expect(statuses({ phase: 'enemy', enemyStage: null, enemyStagesPlayed: all, outcome: null }).slice(-3)).toEqual(['combat:done', 'after-enemy:current', 'end:upcoming']);
    const catalog = createCatalog();
    expect(catalog.translator('en')(stageLabelKey('after-enemy', { enemyStagesPlayed: all }))).toBe('After combat');
    expect(catalog.translator('pl')(stageLabelKey('after-enemy', { enemyStagesPlayed: all }))).toBe('Po walce');
    expect(catalog.translator('en')(stageLabelKey('after-enemy', { enemyStagesPlayed: ['movement'] }))).toBe('After the enemy steps');
  });

  it('END-3, FAIL-1: once the memory has ended, every phase played is done', () => {
    expect(statuses({ phase: 'assassin', enemyStage: null, enemyStagesPlayed: all, outcome: 'success' }).filter((s) => !s.endsWith(':done'))).toEqual([]);
  });
});
