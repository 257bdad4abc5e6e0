import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { appChannels } from '../app/app-channels.js';
import { memoryEndChannels } from '../memory-play/memory-end-channels.js';
import { memoryPlayChannels } from '../memory-play/memory-play-channels.js';
import { command, joinChannelGroups, query } from './channel-spec.js';
import { CHANNEL_NAMES, channels } from './channels.js';

describe('the channel map', () => {
  it('a channel name declared by two groups fails when the map is built, naming the channel and both groups', () => {
    const first = { 'plays/get': query<string>()(z.object({}).strict()) };
    const second = { 'plays/get': command<number>()(z.object({ id: z.string() }).strict()) };
    expect(() => joinChannelGroups({ first, second })).toThrow(/"plays\/get".*first.*second/);
  });

  it('groups with distinct names join with every channel answering with its own group’s spec', () => {
    const first = { 'a/get': query<string>()(z.object({}).strict()) };
    const second = { 'b/set': command<number>()(z.object({ id: z.string() }).strict()) };
    const joined = joinChannelGroups({ first, second });
    expect(Object.keys(joined)).toEqual(['a/get', 'b/set']);
    expect(joined['a/get']).toBe(first['a/get']);
    expect(joined['b/set']).toBe(second['b/set']);
  });

  it("the app's map holds each area's channels as the area declares them", () => {
    for (const group of [appChannels, memoryPlayChannels, memoryEndChannels]) {
      for (const [name, spec] of Object.entries(group)) expect(channels[name as keyof typeof channels]).toBe(spec);
    }
    expect(new Set(CHANNEL_NAMES).size).toBe(CHANNEL_NAMES.length);
  });
});
