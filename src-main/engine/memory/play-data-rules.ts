/**
 * Refusals that break no game rule but name data the play does not hold (an unknown
 * miniature id, a number out of range, a step after the memory ended). Like the map's
 * `MAP_DATA_RULES`, they are app ids the renderer words in English and Polish.
 */
export const PLAY_DATA_RULES = {
  /** A miniature, red base, objective, chest or side that this play does not have. */
  unknown: 'PLAY-UNKNOWN',
  /** A number or text outside what the app stores (not a game limit). */
  value: 'PLAY-VALUE',
  /** A step after the players ended the memory. */
  ended: 'PLAY-ENDED',
  /** A decision answer that does not match the decision waiting, or no decision waits. */
  decision: 'PLAY-DECISION',
  /** A step that would change nothing (a miniature moved to its own square…): not logged. */
  unchanged: 'PLAY-UNCHANGED',
  /** A logged app roll whose faces the play's seeded generator does not draw again: a corrupt log. */
  drawn: 'PLAY-DRAWN',
  /** A step about a miniature that is not on the map. */
  offMap: 'PLAY-OFF-MAP',
} as const;
