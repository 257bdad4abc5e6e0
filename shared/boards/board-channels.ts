import {
  addCardRequest,
  chooseSkillRequest,
  clearSkillRequest,
  joinPartyRequest,
  leavePartyRequest,
  moveCardRequest,
  removeCardRequest,
  setEliminatedRequest,
  setHealthRequest,
  swapAssassinRequest,
  type PartyBoards,
} from './board.js';
import { byCampaign, command, query, type ChannelGroup } from '../ipc/channel-spec.js';

/** The assassins' boards and the party: cards, health, skills, players joining and leaving. */
export const boardChannels = {
  'board/get': query<PartyBoards>()(byCampaign),
  'board/add-card': command<PartyBoards>()(addCardRequest),
  'board/move-card': command<PartyBoards>()(moveCardRequest),
  'board/remove-card': command<PartyBoards>()(removeCardRequest),
  'board/set-health': command<PartyBoards>()(setHealthRequest),
  'board/set-eliminated': command<PartyBoards>()(setEliminatedRequest),
  'board/choose-skill': command<PartyBoards>()(chooseSkillRequest),
  'board/clear-skill': command<PartyBoards>()(clearSkillRequest),
  'party/join': command<PartyBoards>()(joinPartyRequest),
  'party/leave': command<PartyBoards>()(leavePartyRequest),
  'party/swap': command<PartyBoards>()(swapAssassinRequest),
} as const satisfies ChannelGroup;
