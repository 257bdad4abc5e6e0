import { describe, expect, it } from 'vitest';
import { MOVES, panelOf } from '../../../../shared/memory-play/moves/index.js';
import { createCatalog } from '../../../i18n/catalog.js';

/** The kinds with a form of their own: the panel finds each by its file name (ActionPanel.svelte). */
const ownForms = Object.keys(import.meta.glob('./forms/*.svelte')).map((path) => path.replace(/^.*\/|\.svelte$/g, ''));

describe('the panel’s words and forms for each action, from its declaration (ASP-1)', () => {
  it('ASP-1: every word an action’s form declares reads in English and in Polish', () => {
    const catalog = createCatalog();
    const keys = MOVES.flatMap((move) => {
      const panel = panelOf(move.kind);
      if (typeof panel !== 'object') return [];
      return [panel.submit ?? 'doIt', ...(panel.fields ?? []).flatMap((field) => [field.label, ...(field.optionWords === undefined ? [] : [field.optionWords])]), `kind.${move.kind}`];
    });
    expect(keys.length).toBeGreaterThan(20);
    for (const language of ['en', 'pl'] as const) {
      const t = catalog.translator(language);
      for (const key of keys) {
        const full = `memoryPlay.board.act.${key}`;
        // i18next answers a missing key with the key itself.
        expect(t(full as Parameters<typeof t>[0]), `${language} ${full}`).not.toBe(full);
      }
    }
  });

  it('ASP-1: every action declared with a form of its own has it in forms/<kind>.svelte, and every such form is an action’s', () => {
    const declared = MOVES.filter((move) => {
      const panel = panelOf(move.kind);
      return typeof panel === 'object' && panel.own === true;
    }).map((move) => move.kind);
    expect(ownForms.sort()).toEqual([...declared].sort());
  });
});
