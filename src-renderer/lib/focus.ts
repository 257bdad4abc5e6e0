/** The id of every screen's main heading, where focus goes when nothing better exists. */
export const MAIN_HEADING_ID = 'main-heading';

/**
 * Puts focus back where it was before a dialog opened; if that element has gone (the
 * campaign it belonged to was deleted), onto the screen's heading instead.
 */
export function returnFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && !opener.closest('[inert]')) {
    opener.focus();
    return;
  }
  document.getElementById(MAIN_HEADING_ID)?.focus();
}
