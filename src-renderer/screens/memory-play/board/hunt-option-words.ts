import type { HuntOption } from '../../../../shared/memory-play/decisions.js';
import type { Translate } from '../../../i18n/message-key.js';

/**
 * One way a hunt may go (HUNT-1), in words: the hunters, then the bodies on the destination that
 * give way to them (CAP-2) and the guards put on its objective base (MOV-6) when those differ from
 * one option to the next. Pure, so tests read the sentence the decision panel shows.
 */
export function huntOptionText(t: Translate, pieceOf: (miniatureId: string) => string, option: HuntOption): string {
  const parts = [option.miniatureIds.map(pieceOf).join(' + ')];
  if (option.givingWay !== undefined && option.givingWay.length > 0) parts.push(t('memoryPlay.board.decision.huntGivingWay', { bodies: option.givingWay.map(pieceOf).join(', ') }));
  if (option.onObjectiveBase !== undefined && option.onObjectiveBase.length > 0) parts.push(t('memoryPlay.board.decision.huntOnBase', { guards: option.onObjectiveBase.map(pieceOf).join(', ') }));
  return parts.join('; ');
}
