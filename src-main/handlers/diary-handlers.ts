import type { HandlerMap } from './handler-context.js';

type DiaryChannels = 'diary/get' | 'diary/record-attempt' | 'diary/skip-optional' | 'diary/rename-memory' | 'diary/edit-notes' | 'diary/set-options';

// To be written (issue 5).
export const diaryHandlers = {} as HandlerMap<DiaryChannels>;
