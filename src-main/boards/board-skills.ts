import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import { checkSkillChoice } from '../../shared/boards/board-rules.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { assassinName, findMember, readBoardState } from './read-boards.js';

/**
 * LVL-3: the one skill card chosen for a member and level; choosing again replaces it.
 * LVL-2/3: assassins not in play (left, eliminated) choose too: the card waits in the bag,
 * and the board shows it unusable while an apprentice stands in (LVL-4) or the HQ is too
 * low (SKL-3). The rules decide (checkSkillChoice); this writes the choice.
 */
export function chooseSkill(
  db: Db,
  pack: ContentPack,
  campaignId: number,
  choice: { memberId: number; level: number; name: string; hqLevelRequired: number | null },
): { previous: string | null } {
  const state = readBoardState(db, campaignId);
  const member = findMember(state, choice.memberId);
  const refusal = checkSkillChoice(
    {
      box: state.campaign.box,
      campaignLevel: state.level,
      startingLevel: state.campaign.starting_level,
      assassin: assassinName(pack, member.character_id),
      initial: pack.characters.find((c) => c.id === member.character_id)?.initial,
    },
    choice,
  );
  if (refusal) failRefusal(refusal);
  const previous = state.skills.find((s) => s.member_id === choice.memberId && s.level === choice.level) ?? null;
  db.prepare(
    `INSERT INTO skill_choices (campaign_id, member_id, level, name, hq_level_required) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (member_id, level) DO UPDATE SET name = excluded.name, hq_level_required = excluded.hq_level_required
     WHERE name <> excluded.name OR hq_level_required IS NOT excluded.hq_level_required`,
  ).run(campaignId, choice.memberId, choice.level, choice.name, choice.hqLevelRequired);
  return { previous: previous?.name ?? null };
}

/** Removes a member's skill choice for a level (a correction); the level shows as pending again. */
export function clearSkill(db: Db, campaignId: number, memberId: number, level: number): string {
  const state = readBoardState(db, campaignId);
  findMember(state, memberId);
  const choice = state.skills.find((s) => s.member_id === memberId && s.level === level);
  if (!choice) fail('not-found', 'No skill card is chosen for this level.', { field: 'level' });
  db.prepare('DELETE FROM skill_choices WHERE member_id = ? AND level = ?').run(memberId, level);
  return choice.name;
}
