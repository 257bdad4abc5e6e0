import type { ContentPack } from './pack-schema.js';

/**
 * The facts the two final rulebooks state (rules digest, content-facts.md part A).
 * Nothing here is guessed: a value the rulebooks do not give is absent, and the app asks
 * the players for it as box data instead.
 */
export const basePack: ContentPack = {
  format: 'bov-companion/content-pack',
  formatVersion: 1,
  id: 'base',
  name: { en: 'Brotherhood of Venice — rulebook facts', pl: 'Bractwo Weneckie — fakty z instrukcji' },
  characters: [
    { id: 'alessandra', kind: 'assassin', origin: 'core', initial: 'A', name: { en: 'Alessandra', pl: 'Alessandra' }, source: 'CF-CHR-1' },
    { id: 'bastiano', kind: 'assassin', origin: 'core', initial: 'B', name: { en: 'Bastiano', pl: 'Bastiano' }, source: 'CF-CHR-2' },
    { id: 'claudio', kind: 'assassin', origin: 'core', initial: 'C', name: { en: 'Claudio', pl: 'Claudio' }, source: 'CF-CHR-3' },
    { id: 'daria', kind: 'assassin', origin: 'core', initial: 'D', name: { en: 'Daria', pl: 'Daria' }, source: 'CF-CHR-4' },
    { id: 'alif', kind: 'assassin', origin: 'apocalypse', initial: 'A', name: { en: 'Alif', pl: 'Alif' }, source: 'CF-CHR-5' },
    { id: 'beatrice', kind: 'assassin', origin: 'apocalypse', initial: 'B', name: { en: 'Beatrice', pl: 'Beatrice' }, source: 'CF-CHR-5' },
    { id: 'clara', kind: 'assassin', origin: 'apocalypse', initial: 'C', name: { en: 'Clara', pl: 'Clara' }, source: 'CF-CHR-5' },
    { id: 'domenico', kind: 'assassin', origin: 'apocalypse', initial: 'D', name: { en: 'Domenico', pl: 'Domenico' }, source: 'CF-CHR-5' },
    { id: 'apprentice-1', kind: 'apprentice', origin: 'core', name: { en: 'Apprentice 1', pl: 'Nowicjusz 1' }, source: 'CF-CHR-6' },
    { id: 'apprentice-2', kind: 'apprentice', origin: 'core', name: { en: 'Apprentice 2', pl: 'Nowicjusz 2' }, source: 'CF-CHR-6' },
    { id: 'apprentice-3', kind: 'apprentice', origin: 'core', name: { en: 'Apprentice 3', pl: 'Nowicjusz 3' }, source: 'CF-CHR-6' },
    { id: 'apprentice-4', kind: 'apprentice', origin: 'core', name: { en: 'Apprentice 4', pl: 'Nowicjusz 4' }, source: 'CF-CHR-6' },
    { id: 'ezio', kind: 'ally', origin: 'core', name: { en: 'Ezio Auditore', pl: 'Ezio Auditore' }, source: 'CF-CHR-7' },
    { id: 'leonardo', kind: 'ally', origin: 'core', name: { en: 'Leonardo da Vinci', pl: 'Leonardo da Vinci' }, source: 'CF-CHR-8' },
    { id: 'lea-cantato', kind: 'ally', origin: 'core', name: { en: 'Lea Cantato', pl: 'Lea Cantato' }, source: 'CF-CHR-9' },
    { id: 'courtesan-1', kind: 'ally', origin: 'core', name: { en: 'Courtesan 1', pl: 'Kurtyzana 1' }, source: 'CF-COMP-7' },
    { id: 'courtesan-2', kind: 'ally', origin: 'core', name: { en: 'Courtesan 2', pl: 'Kurtyzana 2' }, source: 'CF-COMP-7' },
    { id: 'courtesan-3', kind: 'ally', origin: 'core', name: { en: 'Courtesan 3', pl: 'Kurtyzana 3' }, source: 'CF-COMP-7' },
    { id: 'courtesan-4', kind: 'ally', origin: 'core', name: { en: 'Courtesan 4', pl: 'Kurtyzana 4' }, source: 'CF-COMP-7' },
    { id: 'mercenary-1', kind: 'ally', origin: 'core', name: { en: 'Mercenary 1', pl: 'Najemnik 1' }, source: 'CF-COMP-8' },
    { id: 'mercenary-2', kind: 'ally', origin: 'core', name: { en: 'Mercenary 2', pl: 'Najemnik 2' }, source: 'CF-COMP-8' },
    { id: 'mercenary-3', kind: 'ally', origin: 'core', name: { en: 'Mercenary 3', pl: 'Najemnik 3' }, source: 'CF-COMP-8' },
    { id: 'mercenary-4', kind: 'ally', origin: 'core', name: { en: 'Mercenary 4', pl: 'Najemnik 4' }, source: 'CF-COMP-8' },
    { id: 'shao-jun', kind: 'ally', origin: 'apocalypse', name: { en: 'Shao Jun', pl: 'Shao Jun' }, source: 'CF-CHR-12' },
    { id: 'pitigliano', kind: 'boss', origin: 'core', name: { en: 'Pitigliano', pl: 'Pitigliano' }, source: 'CF-CHR-11' },
  ],
  buildings: [
    { id: 'hospital', name: { en: 'Hospital', pl: 'Lazaret' }, capacity: 8, patientSpaces: 4, source: 'CF-LIM-17' },
    { id: 'workshop', name: { en: 'Workshop', pl: 'Warsztat' }, capacity: 4, source: 'CF-LIM-17' },
    { id: 'shop', name: { en: 'Shop', pl: 'Sklep' }, capacity: 4, source: 'CF-LIM-17' },
    { id: 'command-room', name: { en: 'Command room', pl: 'Pokój dowodzenia' }, capacity: 6, source: 'CF-LIM-17' },
    { id: 'main-hall', name: { en: 'Main hall', pl: 'Główna sala' }, capacity: null, source: 'VILLA-3' },
  ],
  dice: [
    { id: 'white', name: { en: 'White die (assassins)', pl: 'Biała kość (asasyni)' }, count: 8, faceTypes: ['hit', 'special', 'x'], knownFaceCounts: {}, source: 'CF-DIE-1' },
    { id: 'black', name: { en: 'Black die (enemies)', pl: 'Czarna kość (wrogowie)' }, count: 10, faceTypes: ['hit', 'enemy-fail'], knownFaceCounts: {}, source: 'CF-DIE-2' },
    { id: 'red', name: { en: 'Red die (detection)', pl: 'Czerwona kość (wykrycie)' }, count: 4, faceTypes: ['blank', 'eye', 'eye-alert'], knownFaceCounts: { eye: 2 }, source: 'CF-DIE-3' },
    { id: 'poison', name: { en: 'Poison die (Apocalypse)', pl: 'Kość trucizny (Apokalipsa)' }, count: null, faceTypes: ['poison', 'hit', 'blank'], knownFaceCounts: {}, source: 'CF-DIE-4' },
  ],
  memories: [
    { id: '0.1', title: null, notes: { en: 'Played with the apprentices; no enemy phase.', pl: 'Grają nowicjusze; bez fazy wrogów.' }, source: 'SET-9' },
    { id: '0.2', title: null, notes: { en: 'Only part of the enemy phase is played, as the campaign book says.', pl: 'Tylko część fazy wrogów, według księgi kampanii.' }, source: 'SET-9' },
    { id: '0.3', title: null, notes: { en: 'From here on each assassin has a fourth action cube.', pl: 'Od teraz każdy asasyn ma czwartą kostkę akcji.' }, source: 'SET-7' },
    { id: '0.4', title: null, notes: { en: 'Ends with the Flying Machine blueprint; the HQ follows.', pl: 'Kończy się projektem Latającej Maszyny; potem Kwatera.' }, source: 'CF-CMP-1' },
  ],
  limits: [
    { id: 'players', label: { en: 'Players', pl: 'Gracze' }, value: '1–4', source: 'CF-LIM-22' },
    { id: 'assassins', label: { en: 'Assassins in play', pl: 'Asasyni w grze' }, value: '2–4', source: 'CF-LIM-22' },
    { id: 'diary-boxes', label: { en: 'Diary of Memories boxes', pl: 'Pola Dziennika Wspomnień' }, value: '27 (26 + HQ)', source: 'CF-LIM-21' },
    { id: 'levels', label: { en: 'Levels', pl: 'Poziomy' }, value: '0, I, II, III, IV', source: 'CF-LIM-20' },
    { id: 'base-health', label: { en: 'Base health', pl: 'Zdrowie bazowe' }, value: '3 (+ armor)', source: 'CF-LIM-7' },
    { id: 'inventory', label: { en: 'Inventory slots', pl: 'Miejsca w ekwipunku' }, value: '5', source: 'CF-LIM-9' },
    { id: 'journey-cubes', label: { en: 'Journey cubes per exploration', pl: 'Kostki podróży na eksplorację' }, value: '3', source: 'CF-LIM-26' },
  ],
  hq: {
    contracts: [
      // CF-CRD-10, HQ-LVL-1: contract 1 shows HQ level I and needs 4 hits. Its name and box texts are not in the rulebooks.
      {
        number: 1,
        name: '',
        nameLocalized: null,
        requiredHits: 4,
        hqLevel: 1,
        grayText: '',
        redText: '',
        modifiers: [],
        source: 'CF-CRD-10',
      },
      // CF-CRD-11, HQ-CMD-6: 1 hit fewer if the last memory earned its 100% sync. Its place in the deck and hits are unknown (UNK-43).
      {
        number: null,
        name: 'At the Source',
        nameLocalized: { en: 'At the Source', pl: 'U Źródła' },
        requiredHits: null,
        hqLevel: null,
        grayText: '',
        redText: '',
        modifiers: [{ kind: 'last-memory-synced', hits: -1 }],
        source: 'CF-CRD-11',
      },
    ],
    allyCards: [
      // CF-CRD-9: Ezio's brown card (HQ-HOS-7, HQ-WRK-3, HQ-SHP-2, HQ-CMD-1).
      {
        characterId: 'ezio',
        hospital: { kind: 'hq-level-or-outside' },
        workshopReduction: 1,
        shopKeep: 1,
        commandRoomDice: 2,
        mapNote: 'Called onto the map by assassin skill cards while his miniature is available.',
        mapNoteLocalized: {
          en: 'Called onto the map by assassin skill cards while his miniature is available.',
          pl: 'Możecie wezwać Ezio za pomocą kart Umiejętności Asasyna, pod warunkiem, że macie jego figurkę.',
        },
        source: 'CF-CRD-9',
      },
    ],
    blueprints: [
      // CF-CRD-7, HQ-WRK-8: costs 4 + 3 cards. The cost icons are lost in the rulebook scan; the
      // split (4 white/reusable, 3 black/consumable) is inferred from the worked example, which
      // pays 4 reusable cards and 3 consumables.
      {
        id: 'flying-machine',
        name: 'Flying Machine',
        nameLocalized: { en: 'Flying Machine', pl: 'Latająca Maszyna' },
        whiteCost: 4,
        blackCost: 3,
        item: 'Flying Machine',
        itemLocalized: { en: 'Flying Machine', pl: 'Latająca Maszyna' },
        source: 'CF-CRD-7',
      },
      // CF-CRD-8: costs 4 + 4 cards (icons lost). BP-1 prints one black and one white number, so
      // with both numbers equal the split is 4 and 4 whichever icon is which.
      {
        id: 'alessandras-shield',
        name: "Alessandra's Shield",
        nameLocalized: { en: "Alessandra's Shield", pl: 'Tarcza Alessandry' },
        whiteCost: 4,
        blackCost: 4,
        item: "Alessandra's Shield",
        itemLocalized: { en: "Alessandra's Shield", pl: 'Tarcza Alessandry' },
        source: 'CF-CRD-8',
      },
    ],
  },
};
