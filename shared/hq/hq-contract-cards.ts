import type { AllyCard, Blueprint, ContractCard, ContractModifier } from './hq-box-data.js';
import type { HqFacts, LocalizedText, PackBlueprint, PackContract } from '../content/pack-schema.js';
import { refuse, type Refusal } from '../ipc/refusal.js';

/*
 * The HQ's known facts (base pack, CF-CRD-7..11) merged with the players' box data
 * (UNK-11, UNK-12, UNK-14). A box-data entry may fill in what the pack leaves unknown but
 * never contradict a printed fact: `check*AgainstPack` names the fact it would contradict.
 * Pure functions, used by main (authority) and the screens (to show what is known).
 */

/** A contract as the app knows it: pack facts first, completed by box data. */
export interface ContractFacts {
  number: number;
  name: string;
  requiredHits: number | null;
  hqLevel: number | null;
  grayText: string;
  redText: string;
  modifiers: ContractModifier[];
  /** Rule ids of the printed facts it carries (e.g. CF-CRD-10). */
  sources: string[];
}

const sameName = (a: string, pack: PackContract | PackBlueprint): boolean => {
  const wanted = a.trim().toLowerCase();
  if (!wanted) return false;
  const names = [pack.name, pack.nameLocalized?.en, pack.nameLocalized?.pl].filter((n): n is string => !!n);
  return names.some((n) => n.toLowerCase() === wanted);
};

/** The pack facts that speak about this box-data contract: by number, or by name when the pack does not know its number. */
export function packFactsFor(contract: Pick<ContractCard, 'number' | 'name'>, facts: HqFacts): PackContract[] {
  return facts.contracts.filter((p) => (p.number !== null ? p.number === contract.number : sameName(contract.name, p)));
}

/**
 * HQ-CON-4, CF-CRD-10/11: box data may complete a printed contract but not contradict it.
 * The refusal cites the printed fact's rule, which names the card.
 */
export function checkContractAgainstPack(contract: ContractCard, facts: HqFacts): Refusal | null {
  for (const fact of packFactsFor(contract, facts)) {
    const rule = fact.source;
    const where = fact.number !== null ? `Contract ${fact.number}` : `"${fact.name}"`;
    if (fact.requiredHits !== null && contract.requiredHits !== null && contract.requiredHits !== fact.requiredHits) {
      return refuse(rule, `${where} needs ${fact.requiredHits} hits, as the rulebook shows.`, { context: 'hits', hits: fact.requiredHits }, 'contract.requiredHits').refusal;
    }
    if (fact.hqLevel !== null && contract.hqLevel !== null && contract.hqLevel !== fact.hqLevel) {
      return refuse(rule, `${where} shows HQ level ${fact.hqLevel} on its back, as the rulebook shows.`, { context: 'level', level: fact.hqLevel }, 'contract.hqLevel').refusal;
    }
    for (const modifier of fact.modifiers) {
      const other = contract.modifiers.find((m) => m.kind === modifier.kind);
      if (other && other.hits !== modifier.hits) {
        return refuse(
          rule,
          `${where} changes the hits needed by ${modifier.hits} after a 100% sync, as the rulebook shows.`,
          { context: 'modifier', hits: modifier.hits },
          'contract.modifiers',
        ).refusal;
      }
    }
  }
  return null;
}

function mergeContract(box: ContractCard | null, number: number, facts: PackContract[]): ContractFacts {
  const merged: ContractFacts = {
    number,
    name: box?.name ?? '',
    requiredHits: box?.requiredHits ?? null,
    hqLevel: box?.hqLevel ?? null,
    grayText: box?.grayText ?? '',
    redText: box?.redText ?? '',
    modifiers: [...(box?.modifiers ?? [])],
    sources: [],
  };
  for (const fact of facts) {
    merged.sources.push(fact.source);
    if (!merged.name && fact.name) merged.name = fact.name;
    merged.requiredHits = fact.requiredHits ?? merged.requiredHits;
    merged.hqLevel = fact.hqLevel ?? merged.hqLevel;
    for (const modifier of fact.modifiers) {
      merged.modifiers = [...merged.modifiers.filter((m) => m.kind !== modifier.kind), modifier];
    }
  }
  return merged;
}

/** HQ-CON-5: the contract at a place of the never-shuffled deck, as far as it is known. */
export function contractAt(position: number, boxContracts: readonly ContractCard[], facts: HqFacts): ContractFacts {
  const box = boxContracts.find((c) => c.number === position) ?? null;
  const matching = facts.contracts.filter((p) => p.number === position || (p.number === null && box !== null && sameName(box.name, p)));
  return mergeContract(box, position, matching);
}

/** The whole deck as known: every numbered card of the pack or the box data, in order. */
export function knownContracts(boxContracts: readonly ContractCard[], facts: HqFacts): ContractFacts[] {
  const numbers = new Set<number>([...boxContracts.map((c) => c.number), ...facts.contracts.flatMap((p) => (p.number === null ? [] : [p.number]))]);
  return [...numbers].sort((a, b) => a - b).map((n) => contractAt(n, boxContracts, facts));
}

export interface HitsModifierLine {
  kind: ContractModifier['kind'];
  hits: number;
  /** Whether it applies now (SYNC-6: the last memory earned its 100% sync). */
  applies: boolean;
}

/**
 * HQ-CMD-6, SYNC-6: the hits a contract needs after its modifiers; never below 0. Null
 * while the printed number is unknown (UNK-12).
 */
export function effectiveHits(contract: Pick<ContractFacts, 'requiredHits' | 'modifiers'>, lastMemorySynced: boolean): { hits: number | null; lines: HitsModifierLine[] } {
  const lines = contract.modifiers.map((m) => ({ kind: m.kind, hits: m.hits, applies: m.kind === 'last-memory-synced' && lastMemorySynced }));
  if (contract.requiredHits === null) return { hits: null, lines };
  const change = lines.reduce((sum, l) => sum + (l.applies ? l.hits : 0), 0);
  return { hits: Math.max(0, contract.requiredHits + change), lines };
}

export interface TopContract {
  /** HQ-CON-5: its place in the never-shuffled deck (1 = contract 1). */
  position: number;
  /** Empty when neither the pack nor the box data names it. */
  name: string;
  /** HQ-CON-4; null until the players enter it (UNK-12). */
  requiredHits: number | null;
  /** HQ-CMD-6, SYNC-6: after its modifiers; null while requiredHits is unknown. */
  effectiveHits: number | null;
  modifiers: HitsModifierLine[];
  /** HQ-AS-3: face up once revealed at an assignment. */
  revealed: boolean;
  /** HQ-CMD-4: 2 after a failed first roll. */
  attempt: 1 | 2;
  grayText: string;
  redText: string;
  /** Rule ids of the printed facts about it (CF-CRD-10…). */
  sources: string[];
}

export interface ContractSummary {
  /** HQ-LVL-1: the level on the back of the top card; null when that back is not known yet (enter it as box data). */
  level: number | null;
  /** Null before the deck comes into play (first HQ assignment, HQ-A1-3). */
  top: TopContract | null;
}

// ---------------------------------------------------------------------------------------
// Brown cards and blueprints

export interface AllyCardFacts extends AllyCard {
  sources: string[];
  /** CF-CRD-9: the map text as the card prints it in each language, while the players have typed none of their own. */
  mapNoteLocalized: LocalizedText | null;
}

/** CF-CRD-9, UNK-11: a box-data brown card may fill in values the pack does not know; never change one it prints. */
export function checkAllyCardAgainstPack(card: AllyCard, facts: HqFacts): Refusal | null {
  const fact = facts.allyCards.find((c) => c.characterId === card.characterId);
  if (!fact) return null;
  const rule = fact.source;
  const numbers = ['workshopReduction', 'shopKeep', 'commandRoomDice'] as const;
  for (const key of numbers) {
    const printed = fact[key];
    if (printed !== null && card[key] !== null && card[key] !== printed) {
      return refuse(rule, `The rulebook prints ${printed} for this value on this brown card.`, { context: 'value', value: printed }, `card.${key}`).refusal;
    }
  }
  if (fact.hospital !== null && card.hospital !== null && JSON.stringify(card.hospital) !== JSON.stringify(fact.hospital)) {
    return refuse(rule, 'The rulebook prints this brown card’s hospital effect; it cannot be changed.', { context: 'hospital' }, 'card.hospital').refusal;
  }
  return null;
}

export function allyCardsOf(boxCards: readonly AllyCard[], facts: HqFacts): AllyCardFacts[] {
  const ids = new Set([...facts.allyCards.map((c) => c.characterId), ...boxCards.map((c) => c.characterId)]);
  return [...ids].sort().map((characterId) => {
    const box = boxCards.find((c) => c.characterId === characterId);
    const fact = facts.allyCards.find((c) => c.characterId === characterId);
    return {
      characterId,
      hospital: fact?.hospital ?? box?.hospital ?? null,
      workshopReduction: fact?.workshopReduction ?? box?.workshopReduction ?? null,
      shopKeep: fact?.shopKeep ?? box?.shopKeep ?? null,
      commandRoomDice: fact?.commandRoomDice ?? box?.commandRoomDice ?? null,
      mapNote: box?.mapNote || fact?.mapNote || '',
      mapNoteLocalized: box?.mapNote ? null : (fact?.mapNoteLocalized ?? null),
      sources: fact ? [fact.source] : [],
    };
  });
}

export interface BlueprintFacts extends Blueprint {
  sources: string[];
}

/** CF-CRD-7/8, UNK-14: a box-data blueprint may not change a printed cost. */
export function checkBlueprintAgainstPack(blueprint: Blueprint, facts: HqFacts): Refusal | null {
  const fact = facts.blueprints.find((b) => b.id === blueprint.id || sameName(blueprint.name, b));
  if (!fact) return null;
  for (const key of ['whiteCost', 'blackCost'] as const) {
    const printed = fact[key];
    if (printed !== null && blueprint[key] !== null && blueprint[key] !== printed) {
      const colour = key === 'whiteCost' ? 'white' : 'black';
      return refuse(fact.source, `${fact.name} costs ${printed} ${colour} cards, as the rulebook shows.`, { context: colour, cost: printed }, `blueprint.${key}`).refusal;
    }
  }
  return null;
}

export function blueprintsOf(boxBlueprints: readonly Blueprint[], facts: HqFacts): BlueprintFacts[] {
  const fromPack: BlueprintFacts[] = facts.blueprints.map((fact) => {
    const box = boxBlueprints.find((b) => b.id === fact.id);
    return {
      id: fact.id,
      name: fact.name,
      whiteCost: fact.whiteCost ?? box?.whiteCost ?? null,
      blackCost: fact.blackCost ?? box?.blackCost ?? null,
      item: box?.item || fact.item,
      sources: [fact.source],
    };
  });
  const others = boxBlueprints.filter((b) => !facts.blueprints.some((f) => f.id === b.id)).map((b) => ({ ...b, sources: [] }));
  return [...fromPack, ...others];
}
