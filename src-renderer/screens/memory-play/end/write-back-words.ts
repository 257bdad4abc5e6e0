import type { Translate } from '../../../i18n/message-key.js';
import type { Language } from '../../../../shared/campaigns/campaign.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import type { AssassinWriteBack, CampaignWriteBack, CardChange } from '../../../../shared/memory-play/write-back.js';
import { HEALTH_STATE_LABELS, SLOT_LABELS } from '../../boards/board-view.js';
import { listText, squareName } from '../board/board-words.js';

/*
 * The end of a memory's write-back in the players' words: names and slots as they say them,
 * never ids (the rule ids stay behind the RuleRef beside each line).
 */

export interface ChangeWords {
  t: Translate;
  language: Language;
  /** An assassin's name from its character id, in the player's language. */
  characterName: (characterId: string) => string;
}

/** The assassin whose board a card change is on, named. */
function assassinOf(words: ChangeWords, changes: CampaignWriteBack, memberId: number): string {
  const assassin = changes.assassins.find((candidate) => candidate.memberId === memberId);
  return assassin ? words.characterName(assassin.characterId) : '';
}

/** HLT-1…4, HLT-8, HLT-9, APP-4: what the campaign takes for one assassin, one sentence per line. */
export function assassinLines(words: ChangeWords, assassin: AssassinWriteBack): { text: string; rule: string }[] {
  const { t } = words;
  if (assassin.apprentice) return [{ text: t('memoryEnd.changes.apprentice'), rule: 'HQ-HOS-5' }];
  const { health, state } = assassin;
  const stateText = t(HEALTH_STATE_LABELS[state.to]);
  const lines = [
    health.from === health.to && state.from === state.to
      ? { text: t('memoryEnd.changes.healthSame', { to: health.to, max: health.max, state: stateText }), rule: 'HLT-1' }
      : { text: t('memoryEnd.changes.health', { from: health.from, to: health.to, max: health.max, state: stateText }), rule: state.to === 'critical' ? 'HLT-4' : 'HLT-3' },
  ];
  if (assassin.eliminated) lines.push({ text: t('memoryEnd.changes.eliminated'), rule: 'HLT-8' });
  if (assassin.bag) {
    const items = [
      t('memoryEnd.changes.bagAssassinCard'),
      assassin.bag.hiddenBlade === null ? t('memoryEnd.changes.bagNoBlade') : t('memoryEnd.changes.bagBlade', { card: assassin.bag.hiddenBlade }),
      assassin.bag.highSkills.length === 0 ? t('memoryEnd.changes.bagNoSkills') : t('memoryEnd.changes.bagSkills', { skills: listText(words.language, assassin.bag.highSkills) }),
    ];
    lines.push({ text: t('memoryEnd.changes.bag', { items: listText(words.language, items) }), rule: 'HLT-9' });
  }
  if (assassin.staying.length > 0) lines.push({ text: t('memoryEnd.changes.staying', { cards: listText(words.language, assassin.staying) }), rule: 'APP-4' });
  return lines;
}

/** EQP-2…5, ACT-TRD-1, REPLAY-1: one card change. */
export function cardLine(words: ChangeWords, changes: CampaignWriteBack, change: CardChange): { text: string; rule: string } {
  const { t } = words;
  const slot = (value: keyof typeof SLOT_LABELS) => t(SLOT_LABELS[value]);
  switch (change.kind) {
    case 'gained': {
      const assassin = assassinOf(words, changes, change.memberId);
      return change.kept
        ? { text: t('memoryEnd.changes.gained', { assassin, card: change.name, slot: slot(change.slot) }), rule: 'EQP-2' }
        : { text: t('memoryEnd.changes.chestBack', { assassin, card: change.name }), rule: 'REPLAY-1' };
    }
    case 'moved':
      return change.from.memberId === change.to.memberId
        ? { text: t('memoryEnd.changes.movedSlot', { assassin: assassinOf(words, changes, change.to.memberId), card: change.name, from: slot(change.from.slot), to: slot(change.to.slot) }), rule: 'EQP-4' }
        : {
            text: t('memoryEnd.changes.movedBoard', {
              card: change.name,
              fromAssassin: assassinOf(words, changes, change.from.memberId),
              from: slot(change.from.slot),
              toAssassin: assassinOf(words, changes, change.to.memberId),
              to: slot(change.to.slot),
            }),
            rule: 'ACT-TRD-1',
          };
    case 'gone': {
      const params = { assassin: assassinOf(words, changes, change.memberId), card: change.name };
      if (change.to === 'discard-pile') return { text: t('memoryEnd.changes.goneDiscard', params), rule: 'EQP-5' };
      if (change.to === 'box') return { text: t('memoryEnd.changes.goneBox', params), rule: 'EQP-5' };
      return { text: t('memoryEnd.changes.goneUnknown', params), rule: 'EQP-4' };
    }
  }
}

/**
 * END-3: the mandatory objectives the board shows not completed, named as the players say
 * them (the label on the map, the square), for the warning beside "success".
 */
export function objectivesNotDone(t: Translate, state: PlayState): string[] {
  const twoSides = state.map.sides.length > 1;
  return state.objectives.flatMap((objective) => {
    if (objective.completed) return [];
    const feature = state.map.sides.find((side) => side.id === objective.side)?.features[objective.featureIndex];
    if (feature?.type !== 'objective' || !feature.mandatory) return [];
    const square = squareName({ twoSides }, objective.side, objective.square);
    return [feature.label ? t('memoryEnd.objectives.objective', { label: feature.label, square }) : t('memoryEnd.objectives.unnamed', { square })];
  });
}
