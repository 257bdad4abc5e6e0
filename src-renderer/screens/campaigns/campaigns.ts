import { invoke } from '../../lib/client.js';
import { Loadable } from '../../state/loadable.svelte.js';

/** The campaign list as main returns it (most recently played first), shared by every screen. */
export const campaigns = new Loadable(() => invoke('campaign/list', {}));
