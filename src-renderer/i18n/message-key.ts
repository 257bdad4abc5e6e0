import type { en } from './messages.js';

/** Every dotted path to a string in a message tree, e.g. `campaignList.heading`. */
type MessagePaths<Tree, Prefix extends string = ''> = {
  [K in keyof Tree & string]: Tree[K] extends string ? `${Prefix}${K}` : MessagePaths<Tree[K], `${Prefix}${K}.`>;
}[keyof Tree & string];

/**
 * English is the reference catalogue; messages.test.ts keeps Polish in step with it, so a
 * key typed here exists in both languages and a typo fails the typecheck.
 */
export type MessageKey = MessagePaths<typeof en>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;
