import { describe, expect, it } from 'vitest';
import { createCatalog } from '../i18n/catalog.js';
import { historySummary } from './history-text.js';

const catalog = createCatalog();
const dieNames: Record<string, string> = { red: 'Czerwona kość (wykrycie)' };
const polish = { t: catalog.translator('pl'), has: (key: string) => catalog.has(key), dieName: (id: string) => dieNames[id] ?? id, characterName: (id: string) => id, language: 'pl' };

describe('historySummary', () => {
  it('reads in the language on screen, not the one the entry was recorded in', () => {
    const entry = { summaryKey: 'campaignRenamed', summaryParams: { from: 'Wenecja', to: 'Rzym' } };
    expect(historySummary(entry, polish)).toBe('Zmieniono nazwę kampanii „Wenecja” na „Rzym”');
    expect(historySummary(entry, { ...polish, t: catalog.translator('en') })).toBe('Renamed campaign “Wenecja” to “Rzym”');
  });

  it('names a die and an XP track in words instead of showing their ids', () => {
    expect(historySummary({ summaryKey: 'dieFacesSet', summaryParams: { die: 'red' } }, polish)).toBe(
      'Zapisano ścianki kości: Czerwona kość (wykrycie)',
    );
    expect(historySummary({ summaryKey: 'xpThresholdsCleared', summaryParams: { track: 'apocalypse' } }, polish)).toBe(
      'Wyczyszczono progi PD (Apokalipsa)',
    );
  });

  it('every summary key main records reads as its own sentence', () => {
    const recordedByMain = [
      'campaignCreated',
      'campaignRenamed',
      'campaignDuplicated',
      'campaignDeleted',
      'dieFacesSet',
      'dieFacesCleared',
      'xpThresholdsSet',
      'xpThresholdsCleared',
      'equipmentCardSaved',
      'equipmentCardRemoved',
      'boxDataImported',
    ];
    const fallback = historySummary({ summaryKey: 'no-such-key', summaryParams: {} }, polish);
    const sentences = recordedByMain.map((summaryKey) => historySummary({ summaryKey, summaryParams: { name: 'X', die: 'red', track: 'core' } }, polish));
    expect(sentences.filter((sentence) => sentence === fallback)).toEqual([]);
    expect(new Set(sentences).size).toBe(recordedByMain.length);
  });

  it('describes an entry from another app version without showing its key', () => {
    const text = historySummary({ summaryKey: 'memoryCompleted', summaryParams: {} }, polish);
    expect(text).toBe('Zmiana, której ta wersja aplikacji nie umie opisać');
  });
});

describe('historySummary names what a line is about', () => {
  const catalog2 = createCatalog();
  const names: Record<string, string> = { 'flying-machine': 'Latająca Maszyna' };
  const options = { t: catalog2.translator('pl'), has: (key: string) => catalog2.has(key), dieName: (id: string) => id, characterName: (id: string) => id, language: 'pl', blueprintName: ({ id, name }: { id: string; name: string }) => names[id] ?? name };

  it('BP-2, CF-CRD-7: a printed blueprint by its name in the reader’s edition, a typed one as typed, never by its id', () => {
    expect(historySummary({ summaryKey: 'hq.history.blueprintChosen', summaryParams: { blueprint: 'Flying Machine', blueprintId: 'flying-machine' } }, options)).toContain('Latająca Maszyna');
    expect(historySummary({ summaryKey: 'hq.history.blueprintChosen', summaryParams: { blueprint: 'Nasza lina', blueprintId: 'rope-1' } }, options)).toContain('Nasza lina');
    // A line from before blueprints were named held the id alone.
    expect(historySummary({ summaryKey: 'hq.history.blueprintChosen', summaryParams: { blueprint: 'flying-machine' } }, options)).toContain('Latająca Maszyna');
  });
});
