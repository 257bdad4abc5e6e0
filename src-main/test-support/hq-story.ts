import type { TestCore } from './temp-core.js';
import type { DiceRollInput, DieFace } from '../../shared/dice/dice.js';
import type { RequestOf } from '../../shared/ipc/channels.js';
import type { HqPlace, HqVersion, HqView, MiniatureId } from '../../shared/hq/hq.js';
import type { RecordAttemptRequest } from '../../shared/diary/diary.js';
import { boardCampaign, newCard } from './board-fixtures.js';
import { playAttempt } from './campaign-steps.js';

/*
 * A campaign's road to and through the HQ, for the HQ tests, built only with the commands a
 * player gives (the Diary, the boards, the HQ): no row is written behind the app's back, so
 * every state a test starts from is one the rules can reach. Brown-card numbers typed here
 * are test values, not the game's.
 */

export interface HqStory {
  t: TestCore;
  campaignId: number;
  claudio: number;
  daria: number;
}

/** A core campaign (Claudio and Daria) with XP thresholds entered, nothing played yet. */
export async function hqStory(t: TestCore): Promise<HqStory> {
  const { campaignId, member } = await boardCampaign(t);
  return { t, campaignId, claudio: member.claudio!, daria: member.daria! };
}

/** One attempt recorded in the Diary (a plain success unless overridden); returns its id. */
export const play = (story: HqStory, memoryId: string, overrides: Partial<Omit<RecordAttemptRequest, 'campaignId' | 'memoryId'>> = {}): Promise<number> =>
  playAttempt(story.t, story.campaignId, memoryId, overrides);

/** HQ-GEN-1: memories 0.1 to 0.4 completed; the members `eliminatedIn04` are eliminated in memory 0.4 (HLT-8). */
export async function playPrologue(story: HqStory, eliminatedIn04: number[] = []): Promise<void> {
  for (const memoryId of ['0.1', '0.2', '0.3']) await play(story, memoryId);
  await play(story, '0.4', { eliminatedMemberIds: eliminatedIn04 });
}

/** A card typed onto a board slot (or into the villa / main hall); returns its id. */
export async function addCard(
  story: HqStory,
  name: string,
  type: Parameters<typeof newCard>[1],
  to: RequestOf<'board/add-card'>['to'],
  armorHealth = 0,
): Promise<number> {
  const boards = await story.t.call('board/add-card', { campaignId: story.campaignId, card: newCard(name, type, armorHealth), to });
  const all = [...boards.villa, ...boards.mainHall, ...boards.members.flatMap((m) => [...Object.values(m.slots), ...m.bag])];
  return Math.max(...all.filter((card) => card !== null && card.name === name).map((card) => card!.id));
}

export const place = (story: HqStory, miniature: MiniatureId, to: HqPlace): Promise<HqView> =>
  story.t.call('hq/place', { campaignId: story.campaignId, miniature, place: to });

export const unlock = (story: HqStory, version: HqVersion = 'mercenary'): Promise<HqView> =>
  story.t.call('hq/unlock', { campaignId: story.campaignId, version });

export const startAssignment = (story: HqStory): Promise<HqView> => story.t.call('hq/start-assignment', { campaignId: story.campaignId });

export const finishAssignment = (story: HqStory): Promise<HqView> => story.t.call('hq/finish-assignment', { campaignId: story.campaignId });

/**
 * HQ-A1-5 for the mercenary HQ: Ezio and Mercenary 1 with the memory group; one miniature
 * each in the hospital (white space), the workshop and the shop; the rest in the command
 * room. Apprentices already standing in (APP-3) are left where they are.
 */
export async function layOutFirstAssignment(story: HqStory): Promise<HqView> {
  await place(story, 'ezio', 'memory-group');
  await place(story, 'mercenary-1', 'memory-group');
  let view = await story.t.call('hq/get', { campaignId: story.campaignId });
  const free = (['apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4', 'mercenary-2', 'mercenary-3', 'mercenary-4'] as const).filter(
    (id) => view.miniatures.find((m) => m.id === id)?.standsInFor === null,
  );
  const [caregiver, workshop, shop, ...commandRoom] = free;
  await place(story, caregiver!, 'hospital-caregiver');
  await place(story, workshop!, 'workshop');
  await place(story, shop!, 'shop');
  for (const m of commandRoom) view = await place(story, m, 'command-room');
  return view;
}

/** The prologue played, the mercenary HQ unlocked and its first assignment laid out and finished. */
export async function firstAssignmentDone(story: HqStory): Promise<HqView> {
  await playPrologue(story);
  await unlock(story);
  await startAssignment(story);
  await layOutFirstAssignment(story);
  return finishAssignment(story);
}

export const entered = (...faces: DieFace[]): DiceRollInput => ({ mode: 'entered', faces });

/**
 * The hospital, the workshop and the shop resolved with nothing done in them (HQ-RES-1):
 * nobody healed (Ezio, if caring, shares his health among nobody), the blueprint not built
 * (HQ-WRK-7), no card kept. Brown cards not entered are typed as 0.
 */
export async function resolveUpToCommandRoom(story: HqStory): Promise<void> {
  const { t, campaignId } = story;
  const preview = await t.call('hq/get-resolution', { campaignId });
  const zero = (ids: readonly string[]) => ids.map((staffId) => ({ staffId, value: 0 }));
  await t.call('hq/resolve-hospital', { campaignId, typed: zero(preview.hospital.byMode.hospital.missing), ezioMode: preview.hospital.ezio ? 'hospital' : null });
  await t.call('hq/resolve-workshop', { campaignId, build: false });
  await t.call('hq/resolve-shop', { campaignId, typed: zero(preview.shop.keep.missing) });
}

/**
 * The four buildings resolved with nothing done in them, the command room's dice entered as
 * `roll` (blanks unless given) when the contract is rolled at all (HQ-CMD-1, HQ-CMD-4).
 */
export async function resolveQuietly(story: HqStory, roll: DieFace[] | null = null): Promise<HqView['topContract']> {
  const { t, campaignId } = story;
  await resolveUpToCommandRoom(story);
  const { commandRoom } = await t.call('hq/get-resolution', { campaignId });
  const rolled = !commandRoom.automatic && commandRoom.dice.dice > 0;
  const input = rolled ? entered(...(roll ?? Array.from({ length: commandRoom.dice.dice }, (): DieFace => 'x'))) : null;
  return (await t.call('hq/resolve-command-room', { campaignId, roll: input })).summary.top;
}

/** Test values for the contract under contract 1 (not the game's): 3 hits, HQ level 2 on its back. */
export const CONTRACT_TWO = { number: 2, name: 'Second contract', requiredHits: 3, hqLevel: 2, grayText: '', redText: '', modifiers: [] };

/**
 * A later assignment (HQ-AS) laid out as given, and memory 1.2 then played, so its
 * resolution is due. On the way: contract 2 entered in Box data (`contractTwo`), the first
 * assignment, memory 1.1 (with `eliminatedIn11` eliminated, HLT-8) and its resolution, where
 * contract 1 is won (HQ-CMD-2). At the later assignment the eliminated go to a red space
 * (HQ-AS-1), the Flying Machine goes back to the workshop (HQ-AS-2) and contract 2 is revealed
 * (HQ-AS-3).
 */
export async function laterAssignment(
  story: HqStory,
  layout: [MiniatureId, HqPlace][],
  options: { eliminatedIn11?: number[]; play12?: Partial<Omit<RecordAttemptRequest, 'campaignId' | 'memoryId'>>; contractTwo?: typeof CONTRACT_TWO } = {},
): Promise<HqView> {
  const { t, campaignId } = story;
  await t.call('box-data/save-contract', { previousNumber: null, contract: options.contractTwo ?? CONTRACT_TWO });
  await firstAssignmentDone(story);
  await play(story, '1.1', { eliminatedMemberIds: options.eliminatedIn11 ?? [] });
  await resolveQuietly(story, ['hit', 'hit', 'hit', 'hit']);
  await startAssignment(story);
  for (const memberId of options.eliminatedIn11 ?? []) await t.call('hq/hospitalise', { campaignId, memberId, baggedCardId: null });
  await t.call('hq/choose-blueprint', { campaignId, blueprintId: 'flying-machine' });
  await t.call('hq/reveal-contract', { campaignId });
  for (const [miniature, where] of layout) await place(story, miniature, where);
  const view = await finishAssignment(story);
  await play(story, '1.2', options.play12);
  return view;
}
