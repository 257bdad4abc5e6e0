import { PAPER_SIZES, type PaperSize } from '../../shared/diary/print.js';
import { MEMORY_ID_PATTERN } from '../../shared/memory-play/map/map-types.js';
import { BOX_DATA_SECTIONS, type BoxDataSection } from '../../shared/box-data/box-data-missing.js';

/** The parts of a campaign's page, each with its own address. */
export const CAMPAIGN_TABS = ['overview', 'diary', 'assassins', 'hq', 'exploration'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

export interface PrintOptions {
  paper: PaperSize;
  colour: boolean;
}

/** Hash routes work the same from `app://bundle/index.html` and from the loopback bridge. */
export type Route =
  | { screen: 'campaigns' }
  /** `play`: the Diary opens its start form on this memory (a link from the map builder). */
  | { screen: 'campaign'; campaignId: number; tab: CampaignTab; play?: string }
  | { screen: 'print-diary'; campaignId: number; print: PrintOptions }
  /** `section`: the part of Box data to bring into view (a link from where a value is needed). */
  | { screen: 'box-data'; section?: BoxDataSection }
  /**
   * Box data → Memory maps: the map builder, on the saved map of `memoryId` (or a new map for
   * it), or on a new map. `fromCampaignId`: the campaign whose start form led here, to go back
   * to starting the memory there.
   */
  | { screen: 'memory-maps'; memoryId: string | null; fromCampaignId?: number }
  /** A play of a memory on the live board; `review` steps through it as it was played. */
  | { screen: 'memory-play'; campaignId: number; playId: number; review: boolean }
  | { screen: 'backups' }
  | { screen: 'settings' };

export const DEFAULT_PRINT: PrintOptions = { paper: 'a4', colour: true };

function positiveId(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

function printOptions(query: string): PrintOptions {
  const params = new URLSearchParams(query);
  const paper = params.get('paper');
  return {
    paper: (PAPER_SIZES as readonly string[]).includes(paper ?? '') ? (paper as PaperSize) : DEFAULT_PRINT.paper,
    colour: params.get('colour') !== '0',
  };
}

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?', 2);
  const campaign = /^\/campaigns\/(\d+)(?:\/(diary|assassins|hq|exploration|print))?$/.exec(path);
  if (campaign) {
    const campaignId = positiveId(campaign[1]);
    if (campaignId !== null) {
      const part = campaign[2];
      if (part === 'print') return { screen: 'print-diary', campaignId, print: printOptions(query) };
      const tab = (part as CampaignTab | undefined) ?? 'overview';
      const play = new URLSearchParams(query).get('play');
      return tab === 'diary' && play !== null && MEMORY_ID_PATTERN.test(play) ? { screen: 'campaign', campaignId, tab, play } : { screen: 'campaign', campaignId, tab };
    }
  }
  const play = /^\/campaigns\/(\d+)\/plays\/(\d+)(\/review)?$/.exec(path);
  if (play) {
    const campaignId = positiveId(play[1]);
    const playId = positiveId(play[2]);
    if (campaignId !== null && playId !== null) return { screen: 'memory-play', campaignId, playId, review: play[3] !== undefined };
  }
  const memoryMaps = /^\/box-data\/memory-maps(?:\/([^/]+))?$/.exec(path);
  if (memoryMaps) {
    const memoryId = memoryMaps[1] === undefined ? null : safeDecode(memoryMaps[1]);
    const from = positiveId(new URLSearchParams(query).get('from') ?? undefined);
    if (memoryId === null || MEMORY_ID_PATTERN.test(memoryId)) return from === null ? { screen: 'memory-maps', memoryId } : { screen: 'memory-maps', memoryId, fromCampaignId: from };
  }
  switch (path) {
    case '/box-data': {
      const section = new URLSearchParams(query).get('section');
      return (BOX_DATA_SECTIONS as readonly string[]).includes(section ?? '') ? { screen: 'box-data', section: section as BoxDataSection } : { screen: 'box-data' };
    }
    case '/backups':
      return { screen: 'backups' };
    case '/settings':
      return { screen: 'settings' };
    default:
      return { screen: 'campaigns' };
  }
}

export function routeHref(route: Route): string {
  switch (route.screen) {
    case 'campaigns':
      return '#/';
    case 'campaign': {
      const path = route.tab === 'overview' ? `#/campaigns/${route.campaignId}` : `#/campaigns/${route.campaignId}/${route.tab}`;
      return route.play === undefined ? path : `${path}?play=${encodeURIComponent(route.play)}`;
    }
    case 'print-diary':
      return `#/campaigns/${route.campaignId}/print?paper=${route.print.paper}&colour=${route.print.colour ? 1 : 0}`;
    case 'memory-play':
      return `#/campaigns/${route.campaignId}/plays/${route.playId}${route.review ? '/review' : ''}`;
    case 'box-data':
      return route.section ? `#/box-data?section=${route.section}` : '#/box-data';
    case 'memory-maps': {
      const path = route.memoryId === null ? '#/box-data/memory-maps' : `#/box-data/memory-maps/${encodeURIComponent(route.memoryId)}`;
      return route.fromCampaignId === undefined ? path : `${path}?from=${route.fromCampaignId}`;
    }
    default:
      return `#/${route.screen}`;
  }
}
