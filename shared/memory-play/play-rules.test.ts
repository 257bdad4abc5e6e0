import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test-support/expect-refusal.js';
import { checkStartPlay, PLAY_RULES } from './play-rules.js';

describe('starting a play', () => {
  it('UNK-18: a memory whose map the players have not entered cannot start', () => {
    expectRefusal(checkStartPlay({ memoryId: '1.3', mapEntered: false, openPlay: null }), 'UNK-18', { memoryId: '1.3' }, 'memoryId');
  });

  it('a campaign plays one memory at a time: the open play is named', () => {
    expectRefusal(checkStartPlay({ memoryId: '1.3', mapEntered: true, openPlay: { playId: 7, memoryId: '1.2' } }), PLAY_RULES.open, { memoryId: '1.2', playId: 7 }, 'memoryId');
  });

  it('a memory with its map, in a campaign playing nothing, may start', () => {
    expect(checkStartPlay({ memoryId: '1.3', mapEntered: true, openPlay: null })).toBeNull();
  });
});
