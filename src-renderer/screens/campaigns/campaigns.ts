import { invoke } from '../../lib/client.js';
import { ViewSlot } from '../../state/view-slot.svelte.js';

/**
 * The campaign list as main returns it (most recently played first), shared by every
 * screen; read while the list (or a crumb naming a campaign) is on screen.
 */
export const campaigns = new ViewSlot(() => invoke('campaign/list', {}));
