import type { CreateCampaignRequest } from '../../../shared/campaigns/campaign-channels.js';
import type { Character } from '../../../shared/content/pack-schema.js';
import type { Box, Difficulty, PartyMember } from '../../../shared/campaigns/campaign.js';
import { assassinsFor, difficultiesFor, partySetupHints } from '../../../shared/campaigns/party-setup.js';
import { leastBusySeat } from './party-hints.js';

export const PLAYER_COUNTS = [1, 2, 3, 4] as const;

/**
 * The new-campaign form. It keeps the choices consistent as they change (a seat that left
 * the table, an Apocalypse assassin in a core campaign) and lists the setup rules with
 * whether they are met; main still validates on create.
 */
export class NewCampaignForm {
  private readonly characters = $state.raw<readonly Character[]>([]);
  private readonly defaultPlayerName: (seat: number) => string;

  name = $state('');
  playerNames = $state<string[]>([]);
  box = $state<Box>('core');
  difficulty = $state<Difficulty>('normal');
  party = $state<PartyMember[]>([]);

  readonly assassins = $derived(assassinsFor(this.box, this.characters));
  readonly difficulties = $derived(difficultiesFor(this.box));
  readonly hints = $derived(partySetupHints({ playerCount: this.playerNames.length, box: this.box, party: this.party }, this.characters));

  constructor(characters: readonly Character[], defaultPlayerName: (seat: number) => string, playerCount = 2) {
    this.characters = characters;
    this.defaultPlayerName = defaultPlayerName;
    this.playerNames = Array.from({ length: playerCount }, (_, i) => defaultPlayerName(i + 1));
  }

  get playerCount(): number {
    return this.playerNames.length;
  }

  setPlayerCount(count: number): void {
    const names = this.playerNames.slice(0, count);
    while (names.length < count) names.push(this.defaultPlayerName(names.length + 1));
    this.playerNames = names;
    // An assassin whose player left the table goes to the last player still seated.
    this.party = this.party.map((member) => (member.seat > count ? { ...member, seat: count } : member));
  }

  setBox(box: Box): void {
    this.box = box;
    const offered = new Set(assassinsFor(box, this.characters).map((c) => c.id));
    this.party = this.party.filter((member) => offered.has(member.characterId));
    if (!difficultiesFor(box).includes(this.difficulty)) this.difficulty = 'normal';
  }

  isPicked(characterId: string): boolean {
    return this.party.some((member) => member.characterId === characterId);
  }

  seatOf(characterId: string): number | undefined {
    return this.party.find((member) => member.characterId === characterId)?.seat;
  }

  setPicked(characterId: string, picked: boolean): void {
    if (picked === this.isPicked(characterId)) return;
    this.party = picked
      ? [...this.party, { characterId, seat: leastBusySeat(this.party, this.playerCount) }]
      : this.party.filter((member) => member.characterId !== characterId);
  }

  setSeat(characterId: string, seat: number): void {
    this.party = this.party.map((member) => (member.characterId === characterId ? { ...member, seat } : member));
  }

  toRequest(): CreateCampaignRequest {
    return {
      name: this.name,
      playerNames: [...this.playerNames],
      difficulty: this.difficulty,
      box: this.box,
      party: this.party.map((member) => ({ ...member })),
    };
  }
}
