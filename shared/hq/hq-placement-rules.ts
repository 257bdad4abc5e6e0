import {
  APPRENTICE_MINIATURES,
  HQ_CAPACITY,
  HQ_VERSIONS,
  assassinMiniature,
  hqAllyMiniatures,
  memberOfMiniature,
  miniatureKind,
  type HqPlace,
  type HqVersion,
  type MiniatureId,
} from './hq.js';
import { accept, refuse, type Decision, type Refusal, type RefusalParam } from '../ipc/refusal.js';

/*
 * The rules of the HQ board's miniatures (HQ-GEN-1/3, HQ-A1, HQ-AS, HQ-CAP, APP-3/7), in
 * one place for both processes: main decides every placement with them, the HQ screen shows
 * beforehand why a placement would be refused. Pure functions over plain data.
 *
 * Refusals carry their sentence's parameters: `assassin` is an assassin's name (a proper
 * name, the same in every language), `miniature` the id of another miniature (worded by the
 * renderer in the player's language), and `context` picks the rule's sentence for this case
 * (`ruleErrors.<rule>_<context>`) when one rule refuses for several reasons.
 */

export interface HqMemberFacts {
  id: number;
  /** The assassin's name, for messages. */
  name: string;
  status: 'in-play' | 'left';
  /** HLT-8: eliminated in a memory and not healed since. */
  eliminated: boolean;
  /** HLT-3/4: lost health (critical counts too) without being eliminated. */
  injured: boolean;
}

export interface HqPlacementFact {
  miniature: MiniatureId;
  place: HqPlace;
  /** APP-3, APP-7: the hospitalised assassin this apprentice stands in for. */
  standsInFor: number | null;
}

export interface HqBoardFacts {
  version: HqVersion;
  /** The assignment step in progress; null when none is (placements are frozen, HQ-GEN-3). */
  assignment: 'first' | 'later' | null;
  members: readonly HqMemberFacts[];
  placements: readonly HqPlacementFact[];
}

/** A refusal of the HQ rules: the English sentence for logs, the rule id and the sentence's parameters. */
export const hqRefusal = (rule: string, field: string, message: string, params: Record<string, RefusalParam> = {}): Refusal =>
  refuse(rule, message, params, field).refusal;

export const PLACE_WORDS: Record<HqPlace, string> = {
  'memory-group': 'the memory group',
  'hospital-patient': "the hospital's red patient spaces",
  'hospital-caregiver': "the hospital's white caregiver spaces",
  workshop: 'the workshop',
  shop: 'the shop',
  'command-room': 'the command room',
};

export const ALLY_WORDS: Record<HqVersion, { one: string; many: string }> = {
  courtesan: { one: 'courtesan', many: 'courtesans' },
  mercenary: { one: 'mercenary', many: 'mercenaries' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The hospital's places are rows of spaces (plural); the other rooms are one room each. */
export const takes = (place: HqPlace): string => (place.startsWith('hospital') ? 'take' : 'takes');

/** A miniature in English words ("Claudio", "Apprentice 2", "Mercenary 3", "Ezio Auditore"), for logs and history. */
export function miniatureName(id: MiniatureId, members: readonly Pick<HqMemberFacts, 'id' | 'name'>[]): string {
  const memberId = memberOfMiniature(id);
  if (memberId !== null) return members.find((m) => m.id === memberId)?.name ?? 'This assassin';
  if (id === 'ezio') return 'Ezio Auditore';
  const [kind, n] = id.split('-');
  return `${capitalise(kind!)} ${n}`;
}

/** HQ-A1-5, CF-CHR-6/7, CF-COMP-7/8: the miniatures of this HQ, assassins in play first. */
export function hqMiniatureIds(facts: Pick<HqBoardFacts, 'version' | 'members'>): MiniatureId[] {
  return [
    ...facts.members.filter((m) => m.status === 'in-play').map((m) => assassinMiniature(m.id)),
    ...APPRENTICE_MINIATURES,
    ...hqAllyMiniatures(facts.version),
    'ezio',
  ];
}

export const placementOf = (facts: Pick<HqBoardFacts, 'placements'>, miniature: MiniatureId) => facts.placements.find((p) => p.miniature === miniature) ?? null;
export const placedAt = (facts: Pick<HqBoardFacts, 'placements'>, place: HqPlace, except: MiniatureId | null = null) =>
  facts.placements.filter((p) => p.place === place && p.miniature !== except);
export const isVersionAlly = (facts: Pick<HqBoardFacts, 'version'>, miniature: MiniatureId) => hqAllyMiniatures(facts.version).includes(miniature);

/** HQ-GEN-3: outside the assignment step the miniatures stay where they are. */
const frozen = (): Refusal =>
  hqRefusal('HQ-GEN-3', 'miniature', 'Miniatures are placed only during the assignment step before a memory: start it first.', { context: 'frozen' });

/** APP-3, APP-7: an apprentice standing in stays with the memory group while its assassin is in the hospital. */
function standingIn(facts: HqBoardFacts, miniature: MiniatureId, patientId: number): Refusal {
  const patient = miniatureName(assassinMiniature(patientId), facts.members);
  return hqRefusal(
    'APP-3',
    'miniature',
    `${miniatureName(miniature, facts.members)} stands in for ${patient}, who is in the hospital, so it stays with the memory group.`,
    { context: 'standsIn', miniature, patient },
  );
}

/**
 * Whether the miniature belongs to this HQ: null, or the refusal. An assassin missing from
 * `facts` is refused too; main answers not-found before asking.
 */
function checkKnown(facts: HqBoardFacts, miniature: MiniatureId): Refusal | null {
  const memberId = memberOfMiniature(miniature);
  if (memberId !== null) {
    const member = facts.members.find((m) => m.id === memberId);
    if (!member) return hqRefusal('HQ-A1-5', 'miniature', 'This assassin is not in this campaign.', { context: 'notInCampaign' });
    if (member.status === 'left') {
      return hqRefusal('PLY-5', 'miniature', `${member.name} has left the party, so its miniature is not at the HQ.`, { context: 'hqMiniature', assassin: member.name });
    }
    return null;
  }
  if (miniatureKind(miniature) === 'ally' && !isVersionAlly(facts, miniature)) {
    const other = HQ_VERSIONS.find((v) => miniature.startsWith(`${v}-`))!;
    return hqRefusal(
      'HQ-GEN-1',
      'miniature',
      `This is the ${facts.version} HQ: its allies are ${ALLY_WORDS[facts.version].many}, not ${ALLY_WORDS[other].many}.`,
      { context: `${facts.version}Allies`, version: facts.version },
    );
  }
  return null;
}

/**
 * Whether `hq/place` may put `miniature` on `place` now: the first rule that refuses it, or
 * null (also when it is already there). Moving an assassin onto a red space hospitalises it.
 */
export function checkPlace(facts: HqBoardFacts, miniature: MiniatureId, place: HqPlace): Refusal | null {
  if (facts.assignment === null) return frozen();
  const unknown = checkKnown(facts, miniature);
  if (unknown) return unknown;
  const current = placementOf(facts, miniature);
  if (current?.place === place) return null;
  const name = miniatureName(miniature, facts.members);
  const first = facts.assignment === 'first';

  if (current?.standsInFor != null) return standingIn(facts, miniature, current.standsInFor);

  const kind = miniatureKind(miniature);
  const member = kind === 'assassin' ? facts.members.find((m) => m.id === memberOfMiniature(miniature))! : null;
  const field = 'place';

  if (place === 'hospital-patient') {
    if (!member) {
      return hqRefusal(
        'HQ-AS-1',
        field,
        `Only assassins lie on the red hospital spaces: ${name} never needs healing (HQ-HOS-5); a caregiver stands on a white space.`,
        { context: 'notAssassin', miniature },
      );
    }
    if (!member.eliminated && !member.injured) {
      return hqRefusal('HQ-AS-1', field, `${name} is at full health: only eliminated or injured assassins go on the red spaces.`, {
        context: 'fullHealth',
        assassin: name,
      });
    }
  } else if (place === 'memory-group') {
    if (member?.eliminated) {
      return hqRefusal(
        first ? 'HQ-A1-1' : 'HQ-AS-1',
        field,
        `${name} is eliminated, so its miniature must lie on a red hospital space; an apprentice stands in for it.`,
        { context: 'eliminatedToGroup', assassin: name },
      );
    }
    if (kind === 'apprentice') {
      return hqRefusal(
        'APP-3',
        field,
        `${name} joins the memory group only to stand in for an assassin in the hospital, which happens when that assassin goes on a red space.`,
        { context: 'apprenticeToGroup', miniature },
      );
    }
    if (first && kind === 'ally') {
      const other = placedAt(facts, 'memory-group', miniature).find((p) => isVersionAlly(facts, p.miniature));
      if (other) {
        return hqRefusal(
          'HQ-A1-5',
          field,
          `At the first assignment one ${ALLY_WORDS[facts.version].one} goes with the memory group, and ${miniatureName(other.miniature, facts.members)} already does.`,
          { context: `second${capitalise(facts.version)}`, miniature: other.miniature },
        );
      }
    }
  } else {
    if (member) {
      return hqRefusal(
        'HQ-AS-6',
        field,
        `Assassins do not staff buildings: ${name} goes with the memory group, or on a red hospital space when eliminated or injured.`,
        { context: 'assassin', assassin: name },
      );
    }
    if (first && kind === 'ezio') {
      return hqRefusal('HQ-A1-5', field, 'At the first assignment Ezio Auditore goes with the memory group.', { context: 'ezio' });
    }
    if (first && place !== 'command-room' && placedAt(facts, place, miniature).length >= 1) {
      return hqRefusal(
        'HQ-A1-5',
        field,
        `At the first assignment ${PLACE_WORDS[place]} ${takes(place)} exactly 1 miniature; the other allies and apprentices go to the command room.`,
        { context: `onlyOne-${place}`, place },
      );
    }
  }

  const capacity = HQ_CAPACITY[place];
  if (capacity !== null && placedAt(facts, place, miniature).length >= capacity) {
    return hqRefusal(
      'HQ-CAP-1',
      field,
      `${capitalise(PLACE_WORDS[place])} ${place.startsWith('hospital') ? 'are full: they have' : 'is full: it has'} room for ${capacity} ${capacity === 1 ? 'miniature' : 'miniatures'}.`,
      { context: place, place, capacity },
    );
  }
  return null;
}

/** Whether `hq/remove` may take the miniature back to the available ones (null also when it is not placed). */
export function checkRemove(facts: HqBoardFacts, miniature: MiniatureId): Refusal | null {
  if (facts.assignment === null) return frozen();
  const unknown = checkKnown(facts, miniature);
  if (unknown) return unknown;
  const current = placementOf(facts, miniature);
  if (!current) return null;
  if (current.standsInFor !== null) return standingIn(facts, miniature, current.standsInFor);
  const member = facts.members.find((m) => m.id === memberOfMiniature(miniature));
  if (current.place === 'hospital-patient' && member?.eliminated) {
    return hqRefusal(
      facts.assignment === 'first' ? 'HQ-A1-1' : 'HQ-AS-1',
      'miniature',
      `${member.name} is eliminated, so its miniature must stay on a red hospital space.`,
      { context: 'eliminatedStays', assassin: member.name },
    );
  }
  return null;
}

/**
 * APP-3, APP-7: the apprentice that stands in for a hospitalised assassin: the one already
 * standing in for it, else the first apprentice placed nowhere. `fresh` says it must be placed.
 */
export function decideStandIn(facts: HqBoardFacts, memberId: number): Decision<{ apprentice: MiniatureId; fresh: boolean }> {
  const already = facts.placements.find((p) => p.standsInFor === memberId);
  if (already) return accept({ apprentice: already.miniature, fresh: false });
  const free = APPRENTICE_MINIATURES.find((a) => !placementOf(facts, a));
  if (free) return accept({ apprentice: free, fresh: true });
  const assassin = miniatureName(assassinMiniature(memberId), facts.members);
  return refuse('APP-3', `Every apprentice is placed: take one out of a building so it can stand in for ${assassin}.`, { context: 'noFreeApprentice', assassin }, 'memberId');
}

/** HQ-AS-1 [PL]: the typed slots a card may be bagged from with the hidden blade. */
export const BAGGABLE_SLOTS = ['melee', 'ranged', 'armor'] as const;
export type BaggableSlot = (typeof BAGGABLE_SLOTS)[number];

export interface HospitaliseFacts {
  hq: HqBoardFacts;
  memberId: number;
  /** The patient's current red-space placement, with the card it bagged then. */
  inHospital: { baggedCardId: number | null } | null;
  /** Where the card the players chose to bag lies now (null: none chosen). */
  extraCard: { place: 'board'; memberId: number; slot: string } | { place: 'elsewhere' } | null;
}

export type HospitaliseChange =
  | { kind: 'unchanged' }
  | { kind: 'enter'; extraSlot: BaggableSlot | null; standIn: { apprentice: MiniatureId; fresh: boolean } };

/**
 * HQ-AS-1, HQ-A1-1, HLT-9 [PL]: the assassin lies on a red space; its hidden blade and (PL)
 * one other typed-slot card of the players' choice go into its plastic bag; an apprentice
 * stands in for it in the next memory (APP-3, APP-7).
 */
export function decideHospitalise(facts: HospitaliseFacts, baggedCardId: number | null): Decision<HospitaliseChange> {
  const miniature = assassinMiniature(facts.memberId);
  const refused = checkPlace(facts.hq, miniature, 'hospital-patient');
  if (refused) return { ok: false, refusal: refused };
  const assassin = miniatureName(miniature, facts.hq.members);
  if (facts.inHospital) {
    if (baggedCardId === null || baggedCardId === facts.inHospital.baggedCardId) return accept({ kind: 'unchanged' });
    return refuse('HQ-AS-1', `${assassin} is already in the hospital: take it out first to bag another card.`, { context: 'alreadyInHospital', assassin }, 'baggedCardId');
  }
  let extraSlot: BaggableSlot | null = null;
  const card = facts.extraCard;
  if (card !== null) {
    const slot = card.place === 'board' && card.memberId === facts.memberId ? BAGGABLE_SLOTS.find((s) => s === card.slot) : undefined;
    if (!slot) {
      return refuse(
        'HQ-AS-1',
        `The extra card bagged with the hidden blade is a card in one of ${assassin}'s other typed slots (melee, ranged, armor).`,
        { context: 'extraCard', assassin },
        'baggedCardId',
      );
    }
    extraSlot = slot;
  }
  const standIn = decideStandIn(facts.hq, facts.memberId);
  if (!standIn.ok) return standIn;
  return accept({ kind: 'enter', extraSlot, standIn: standIn.value });
}
