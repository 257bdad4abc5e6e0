import {
  connectionKey,
  DEFAULT_JOURNEY_SLOTS,
  LOCATION_SYMBOLS,
  regionSchema,
  type Connection,
  type LocationSymbol,
  type Region,
  type RegionLocation,
} from '../../../../shared/exploration/region-box-data.js';
import type { MessageKey, MessageParams } from '../../../i18n/message-key.js';
import { parseNumberList } from '../view-model.js';

/**
 * UNK-28: the whole-map form of Box data, as text the players type from their printed
 * region map, and its checks. Pure, so the checks are unit-tested; every problem names the
 * row (1 = the first row of the table) and the field, in the player's language.
 */

/** One row of the locations table, as typed (text, so a half-typed number stays as it is). */
export interface LocationRow {
  /** Stable across edits (keyed #each, focus after Enter). */
  key: number;
  number: string;
  symbol: LocationSymbol;
  /** LOC-6: only read for a healer. */
  heal: string;
  /** LOC-8: only read for a narrative location. */
  card: string;
  /** UNK-27: the 4-digit code under the sticker, optional. */
  code: string;
  /** The numbers printed around the location: "3, 7, 12". */
  connections: string;
  /** Kept from the saved map (the layout uses them); the form does not edit them. */
  x: number | null;
  y: number | null;
}

export interface RegionForm {
  id: string;
  name: string;
  journeySlots: string;
  gaugeBoxes: string;
  /** THR-1: "5 24, 10 A#18": the box, then the `#` card it gives. */
  hashBoxes: string;
  rows: readonly LocationRow[];
}

export type RowField = 'number' | 'symbol' | 'heal' | 'card' | 'code' | 'connections';

/** The name of each column of the locations table, in its order (headings, labels, problems). */
export const ROW_FIELD_LABELS: Readonly<Record<RowField, MessageKey>> = {
  number: 'regionData.dialog.number',
  symbol: 'regionData.dialog.symbol',
  heal: 'regionData.dialog.heal',
  card: 'regionData.dialog.card',
  code: 'regionData.dialog.code',
  connections: 'regionData.dialog.connections',
};
export type HeaderField = 'id' | 'name' | 'journeySlots' | 'gaugeBoxes' | 'hashBoxes';

/** A problem found before saving; `row` is the table row (from 1) when the field is in a row. */
export type FormProblem =
  | { row: number; field: RowField; key: MessageKey; params?: MessageParams }
  | { row: null; field: HeaderField | 'general'; key: MessageKey; params?: MessageParams };

let nextKey = 1;

export function emptyRow(): LocationRow {
  return { key: nextKey++, number: '', symbol: 'encounter', heal: '', card: '', code: '', connections: '', x: null, y: null };
}

/** A row with nothing typed in it is not a location (the empty row Enter just added). */
export function isBlankRow(row: LocationRow): boolean {
  return row.number.trim() === '' && row.heal.trim() === '' && row.card.trim() === '' && row.code.trim() === '' && row.connections.trim() === '';
}

/** The form for a saved region: each location lists every location it is connected to. */
export function formFromRegion(region: Region): RegionForm {
  const around = new Map<number, number[]>();
  for (const [a, b] of region.connections) {
    around.set(a, [...(around.get(a) ?? []), b]);
    around.set(b, [...(around.get(b) ?? []), a]);
  }
  return {
    id: region.id,
    name: region.name,
    journeySlots: String(region.journeySlots),
    gaugeBoxes: String(region.gauge.boxes),
    hashBoxes: region.gauge.hashBoxes.map((h) => `${h.box} ${h.card}`).join(', '),
    rows: [...region.locations]
      .sort((a, b) => a.number - b.number)
      .map((l) => ({
        key: nextKey++,
        number: String(l.number),
        symbol: l.symbol,
        heal: l.healValue === null ? '' : String(l.healValue),
        card: l.cardNumber ?? '',
        code: l.stickerCode ?? '',
        connections: (around.get(l.number) ?? []).sort((a, b) => a - b).join(', '),
        x: l.x,
        y: l.y,
      })),
  };
}

export function newForm(): RegionForm {
  return { id: '', name: '', journeySlots: String(DEFAULT_JOURNEY_SLOTS), gaugeBoxes: '', hashBoxes: '', rows: [emptyRow()] };
}

/** A short id from the region's name: letters and digits, dashes between words, at most 20. */
export function suggestId(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 20)
      .replace(/-+$/, '') || 'region';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 20 - String(n).length - 1)}-${n}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

const wholeNumber = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);
const CARD = /^[A-Za-z]{0,2}#?\d{1,4}$/;
const CODE = /^\d{4}$/;

/** THR-1: "5 24, 10 A#18" (or "5: 24; 10=A#18") into boxes; `bad` names the part that is not one. */
export function parseHashBoxes(text: string): { boxes: { box: number; card: string }[]; bad: string | null } {
  const boxes: { box: number; card: string }[] = [];
  for (const part of text.split(/[,;\n]+/).map((p) => p.trim()).filter((p) => p !== '')) {
    const match = /^(\d{1,2})\s*[:=\s]\s*(\S+)$/.exec(part);
    if (!match || !CARD.test(match[2]!)) return { boxes, bad: part };
    boxes.push({ box: Number(match[1]), card: match[2]! });
  }
  return { boxes, bad: null };
}

/** What can be wrong with one location as typed (each UI words it in its own place). */
export type LocationCheck =
  | 'numberInvalid'
  | 'numberTaken'
  | 'healInvalid'
  | 'cardMissing'
  | 'cardInvalid'
  | 'codeInvalid'
  | 'connectionInvalid'
  | 'connectionSelf'
  | 'connectionUnknown';

export type LocationFields = Pick<LocationRow, 'number' | 'symbol' | 'heal' | 'card' | 'code' | 'connections'> & Partial<Pick<LocationRow, 'x' | 'y'>>;

export interface ReadLocation {
  /** Null when the number could not be read. */
  number: number | null;
  /** Null while any field has a problem. */
  location: RegionLocation | null;
  /** The connections typed, each a location already known, without the location itself. */
  connections: number[];
  problems: { field: RowField; check: LocationCheck; params?: MessageParams }[];
}

/**
 * UNK-28, LOC-6, LOC-8: one location as the players typed it from the printed map — the
 * whole-map table reads each row with it, and the exploration screen's "add a location"
 * dialog reads its one location with it. `isKnown` says whether a connection's other end is
 * on the map; `isTaken` whether the number already belongs to another location.
 */
export function readLocation(fields: LocationFields, isKnown: (n: number) => boolean, isTaken: (n: number) => boolean = () => false): ReadLocation {
  const problems: ReadLocation['problems'] = [];
  const text = fields.number.trim();
  const number: number | null = /^\d{1,3}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
  if (number === null) problems.push({ field: 'number', check: 'numberInvalid' });
  else if (isTaken(number)) problems.push({ field: 'number', check: 'numberTaken', params: { number } });
  let healValue: number | null = null;
  let cardNumber: string | null = null;
  if (fields.symbol === 'healer') {
    const heal = wholeNumber(fields.heal);
    if (heal === null || heal < 1 || heal > 9) problems.push({ field: 'heal', check: 'healInvalid' });
    else healValue = heal;
  }
  if (fields.symbol === 'narrative') {
    const card = fields.card.trim();
    if (card === '') problems.push({ field: 'card', check: 'cardMissing' });
    else if (!CARD.test(card)) problems.push({ field: 'card', check: 'cardInvalid', params: { card } });
    else cardNumber = card;
  }
  const code = fields.code.trim();
  if (code !== '' && !CODE.test(code)) problems.push({ field: 'code', check: 'codeInvalid' });
  const connections: number[] = [];
  const links = parseNumberList(fields.connections);
  if (links.bad !== null) problems.push({ field: 'connections', check: 'connectionInvalid', params: { part: links.bad } });
  else {
    for (const to of links.numbers) {
      if (to === number) problems.push({ field: 'connections', check: 'connectionSelf', params: { number: to } });
      else if (!isKnown(to)) problems.push({ field: 'connections', check: 'connectionUnknown', params: { number: to } });
      else connections.push(to);
    }
  }
  const location =
    number === null || problems.length > 0
      ? null
      : { number, symbol: fields.symbol, healValue, cardNumber, stickerCode: code === '' ? null : code, x: fields.x ?? null, y: fields.y ?? null };
  return { number, location, connections, problems };
}

const TABLE_KEYS: Record<LocationCheck, MessageKey> = {
  numberInvalid: 'regionData.problem.numberInvalid',
  numberTaken: 'regionData.problem.numberTwice',
  healInvalid: 'regionData.problem.healInvalid',
  cardMissing: 'regionData.problem.cardMissing',
  cardInvalid: 'regionData.problem.cardInvalid',
  codeInvalid: 'regionData.problem.codeInvalid',
  connectionInvalid: 'regionData.problem.connectionInvalid',
  connectionSelf: 'regionData.problem.connectionSelf',
  connectionUnknown: 'regionData.problem.connectionUnknown',
};

/**
 * The region to save, or every problem found (header first, then row by row). Blank rows are
 * skipped. A connection may be typed on either end, or both: it is saved once.
 */
export function buildRegion(form: RegionForm, takenIds: readonly string[], previousId: string | null): { region: Region } | { problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const header = (field: HeaderField, key: MessageKey, params?: MessageParams) => problems.push({ row: null, field, key, params });

  const id = form.id.trim();
  if (!/^[A-Za-z0-9._-]{1,20}$/.test(id)) header('id', 'regionData.problem.idInvalid');
  else if (id !== previousId && takenIds.includes(id)) header('id', 'regionData.problem.idTaken', { id });
  const name = form.name.trim();
  if (name === '') header('name', 'regionData.problem.nameMissing');
  else if (name.length > 60) header('name', 'regionData.problem.nameLong');
  const slots = wholeNumber(form.journeySlots);
  if (slots === null || slots < 1 || slots > 9) header('journeySlots', 'regionData.problem.slotsInvalid');
  const gaugeBoxes = wholeNumber(form.gaugeBoxes);
  if (gaugeBoxes === null || gaugeBoxes < 1 || gaugeBoxes > 60) header('gaugeBoxes', 'regionData.problem.gaugeInvalid');
  const hash = parseHashBoxes(form.hashBoxes);
  if (hash.bad !== null) header('hashBoxes', 'regionData.problem.hashInvalid', { part: hash.bad });
  else {
    const seen = new Set<number>();
    for (const { box } of hash.boxes) {
      if (box < 1 || (gaugeBoxes !== null && box > gaugeBoxes)) header('hashBoxes', 'regionData.problem.hashOutside', { box, boxes: gaugeBoxes ?? 0 });
      else if (seen.has(box)) header('hashBoxes', 'regionData.problem.hashTwice', { box });
      seen.add(box);
    }
  }

  const rows = form.rows.map((row, index) => ({ row, at: index + 1 })).filter(({ row }) => !isBlankRow(row));
  // Every number in the table, so a connection may name a row further down.
  const firstRowOf = new Map<number, number>();
  for (const { row, at } of rows) {
    const n = /^\d{1,3}$/.test(row.number.trim()) ? Number(row.number.trim()) : null;
    if (n !== null && n >= 1 && !firstRowOf.has(n)) firstRowOf.set(n, at);
  }

  const locations: RegionLocation[] = [];
  const connections: Connection[] = [];
  const pairs = new Set<string>();
  const codes = new Map<string, number>();
  for (const { row, at } of rows) {
    const read = readLocation(row, (n) => firstRowOf.has(n), (n) => firstRowOf.get(n) !== at);
    for (const problem of read.problems) {
      const params = problem.check === 'numberTaken' ? { number: read.number!, other: firstRowOf.get(read.number!)! } : problem.params;
      problems.push({ row: at, field: problem.field, key: TABLE_KEYS[problem.check], params });
    }
    const code = row.code.trim();
    if (CODE.test(code)) {
      const other = codes.get(code);
      if (other !== undefined) problems.push({ row: at, field: 'code', key: 'regionData.problem.codeTwice', params: { code, other } });
      else codes.set(code, at);
    }
    if (!read.location) continue;
    const number = read.location.number;
    for (const to of read.connections) {
      if (!pairs.has(connectionKey(number, to))) {
        pairs.add(connectionKey(number, to));
        connections.push(number < to ? [number, to] : [to, number]);
      }
    }
    locations.push(read.location);
  }
  if (rows.length === 0) problems.push({ row: null, field: 'general', key: 'regionData.problem.noLocations' });
  if (problems.length > 0) return { problems: sortProblems(problems) };

  const parsed = regionSchema.safeParse({
    id,
    name,
    journeySlots: slots,
    gauge: { boxes: gaugeBoxes, hashBoxes: hash.boxes },
    locations,
    connections,
  });
  if (!parsed.success) {
    // Only the limits are left (200 locations, 600 connections): the schema's sentence.
    return { problems: parsed.error.issues.map((issue) => ({ row: null, field: 'general', key: 'regionData.problem.other', params: { text: issue.message } })) };
  }
  return { region: parsed.data };
}

function sortProblems(problems: FormProblem[]): FormProblem[] {
  return [...problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/**
 * Main names a field of the save request (`region.locations.3.healValue`): the table row and
 * field it is, given which rows became which locations (blank rows are skipped).
 */
export function problemAtPath(form: RegionForm, field: string | undefined): { row: number; field: RowField } | { row: null; field: HeaderField | 'general' } {
  const path = (field ?? '').split('.');
  if (path[0] !== 'region') return { row: null, field: 'general' };
  const [, head, index, leaf] = path;
  if (head === 'id' || head === 'name' || head === 'journeySlots') return { row: null, field: head };
  if (head === 'gauge') return { row: null, field: index === 'hashBoxes' ? 'hashBoxes' : 'gaugeBoxes' };
  if (head === 'locations' && index !== undefined) {
    const filled = form.rows.map((row, i) => ({ row, at: i + 1 })).filter(({ row }) => !isBlankRow(row));
    const found = filled[Number(index)];
    const byLeaf: Record<string, RowField> = { number: 'number', symbol: 'symbol', healValue: 'heal', cardNumber: 'card', stickerCode: 'code' };
    if (found) return { row: found.at, field: byLeaf[leaf ?? ''] ?? 'number' };
  }
  return { row: null, field: 'general' };
}

// ---------------------------------------------------------------------------- pasted lines

/** Words a pasted line may use for a symbol, in English and Polish (lower case). */
const SYMBOL_WORDS: Record<string, LocationSymbol> = {
  encounter: 'encounter',
  e: 'encounter',
  spotkanie: 'encounter',
  s: 'encounter',
  ruins: 'ruins',
  ruin: 'ruins',
  r: 'ruins',
  ruiny: 'ruins',
  mystery: 'mystery-or-memory',
  memory: 'mystery-or-memory',
  'mystery-or-memory': 'mystery-or-memory',
  '?': 'mystery-or-memory',
  m: 'mystery-or-memory',
  tajemnica: 'mystery-or-memory',
  wspomnienie: 'mystery-or-memory',
  t: 'mystery-or-memory',
  observation: 'observation',
  'observation point': 'observation',
  o: 'observation',
  'punkt obserwacyjny': 'observation',
  obserwacja: 'observation',
  p: 'observation',
  healer: 'healer',
  heal: 'healer',
  h: 'healer',
  uzdrowiciel: 'healer',
  u: 'healer',
  forge: 'forge',
  f: 'forge',
  'kuźnia': 'forge',
  kuznia: 'forge',
  k: 'forge',
  narrative: 'narrative',
  n: 'narrative',
  '#': 'narrative',
  'lokacja fabularna': 'narrative',
  fabularna: 'narrative',
  other: 'other',
  x: 'other',
  inna: 'other',
  inne: 'other',
};

/** The symbol a word (or words) names: an exact word, else the start of one (3 letters or more). */
export function symbolFromWords(words: string): LocationSymbol | null {
  const w = words.trim().toLowerCase();
  if (w === '') return null;
  const exact = SYMBOL_WORDS[w] ?? (LOCATION_SYMBOLS as readonly string[]).find((s) => s === w);
  if (exact) return exact as LocationSymbol;
  if (w.length < 3) return null;
  const found = new Set(Object.entries(SYMBOL_WORDS).filter(([word]) => word.startsWith(w)).map(([, symbol]) => symbol));
  return found.size === 1 ? [...found][0]! : null;
}

export type PasteProblem = { line: number; key: MessageKey; params?: MessageParams };

/**
 * "12 healer+2 code 4821 → 3, 7" per line into table rows: the number, the symbol (word or
 * first letter), `+n` for a healer, `#n` or `A#n` for a narrative card, an optional 4-digit
 * code (after "code"/"kod" or alone), then the connections after →, ->, = or a colon.
 */
export function parseLocationLines(text: string): { rows: LocationRow[]; problems: PasteProblem[] } {
  const rows: LocationRow[] = [];
  const problems: PasteProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const split = /\s*(?:→|->|=>|=|:)\s*/.exec(trimmed);
    const left = split ? trimmed.slice(0, split.index) : trimmed;
    const right = split ? trimmed.slice(split.index + split[0].length) : '';
    const tokens = left.replace(/\+\s*/g, ' +').split(/\s+/).filter((t) => t !== '');
    const number = tokens.shift() ?? '';
    if (!/^\d{1,3}$/.test(number) || Number(number) < 1) {
      problems.push({ line, key: 'regionData.paste.numberFirst', params: { text: number } });
      return;
    }
    const row: LocationRow = { ...emptyRow(), number };
    const words: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (/^\+\d+$/.test(token)) row.heal = token.slice(1);
      else if (/^(code|kod)$/i.test(token)) row.code = tokens[++i] ?? '';
      else if (CODE.test(token)) row.code = token;
      else if (/^[A-Za-z]{0,2}#\d{1,4}$/.test(token)) row.card = token;
      else words.push(token);
    }
    const symbol = words.length > 0 ? symbolFromWords(words.join(' ')) : row.heal !== '' ? 'healer' : row.card !== '' ? 'narrative' : null;
    if (symbol === null) {
      problems.push({ line, key: words.length > 0 ? 'regionData.paste.unknownSymbol' : 'regionData.paste.noSymbol', params: { word: words.join(' ') } });
      return;
    }
    row.symbol = symbol;
    row.connections = parseNumberList(right).bad === null ? parseNumberList(right).numbers.join(', ') : right;
    rows.push(row);
  });
  return { rows, problems };
}
