import type { HandlerMap } from './handler-context.js';

type PrintChannels = 'print/export-diary-pdf';

// To be written (issue 5).
export const printHandlers = {} as HandlerMap<PrintChannels>;
