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
