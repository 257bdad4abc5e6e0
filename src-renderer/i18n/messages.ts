/*
 * Both catalogues, for the tests and for the message key type (message-key.ts). A new area's
 * messages go into messages.en.ts and messages.pl.ts. The running app never imports this
 * file: it loads only the language on screen (i18n.svelte.ts).
 */
export { en } from './messages.en.js';
export { pl } from './messages.pl.js';
