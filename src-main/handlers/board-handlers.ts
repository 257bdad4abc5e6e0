import type { HandlerMap } from './handler-context.js';

type BoardChannels = 'board/get' | 'board/add-card' | 'board/move-card' | 'board/remove-card' | 'board/set-health' | 'board/set-eliminated' | 'board/choose-skill' | 'board/clear-skill';

// To be written (issue 5).
export const boardHandlers = {} as HandlerMap<BoardChannels>;
