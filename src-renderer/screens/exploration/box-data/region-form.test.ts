import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionSchema, type Region } from '../../../../shared/exploration/region-box-data.js';
import {
  buildRegion,
  emptyRow,
  formFromRegion,
  newForm,
  parseHashBoxes,
  parseLocationLines,
  problemAtPath,
  readLocation,
  suggestId,
  symbolFromWords,
  type LocationRow,
  type RegionForm,
} from './region-form.js';

const row = (fields: Partial<LocationRow>): LocationRow => ({ ...emptyRow(), ...fields });

function form(rows: Partial<LocationRow>[], header: Partial<RegionForm> = {}): RegionForm {
  return { ...newForm(), id: 'valley', name: 'The valley', gaugeBoxes: '10', ...header, rows: rows.map(row) };
}

function built(result: ReturnType<typeof buildRegion>): Region {
  if (!('region' in result)) throw new Error(`unexpected problems: ${JSON.stringify(result.problems)}`);
  return result.region;
}

function problems(result: ReturnType<typeof buildRegion>) {
  if (!('problems' in result)) throw new Error('expected problems');
  return result.problems.map(({ row, field, key, params }) => ({ row, field, key, params }));
}

describe('the whole-map form (UNK-28)', () => {
  it('UNK-28: a table typed from the printed map becomes the region, each connection saved once', () => {
    const region = built(
      buildRegion(
        form(
          [
            { number: '1', symbol: 'encounter', connections: '2, 3' },
            { number: '2', symbol: 'healer', heal: '2', code: '4821', connections: '1, 3' },
            { number: '3', symbol: 'narrative', card: 'A#12', connections: '' },
            {},
          ],
          { hashBoxes: '5 24, 10 A#18' },
        ),
        [],
        null,
      ),
    );
    expect(region.locations.map((l) => [l.number, l.symbol, l.healValue, l.cardNumber, l.stickerCode])).toEqual([
      [1, 'encounter', null, null, null],
      [2, 'healer', 2, null, '4821'],
      [3, 'narrative', null, 'A#12', null],
    ]);
    expect(region.connections).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(region.gauge).toEqual({ boxes: 10, hashBoxes: [{ box: 5, card: '24' }, { box: 10, card: 'A#18' }] });
    expect(region.journeySlots).toBe(3);
  });

  it('UNK-28: every problem names its row and field', () => {
    const result = buildRegion(
      form([
        { number: '4', symbol: 'healer', heal: '', connections: '5, 30' },
        { number: '4', symbol: 'narrative', card: '', code: '12' },
        { number: 'x', connections: 'a' },
      ]),
      [],
      null,
    );
    expect(problems(result)).toEqual([
      { row: 1, field: 'heal', key: 'regionData.problem.healInvalid', params: undefined },
      { row: 1, field: 'connections', key: 'regionData.problem.connectionUnknown', params: { number: 5 } },
      { row: 1, field: 'connections', key: 'regionData.problem.connectionUnknown', params: { number: 30 } },
      { row: 2, field: 'number', key: 'regionData.problem.numberTwice', params: { number: 4, other: 1 } },
      { row: 2, field: 'card', key: 'regionData.problem.cardMissing', params: undefined },
      { row: 2, field: 'code', key: 'regionData.problem.codeInvalid', params: undefined },
      { row: 3, field: 'number', key: 'regionData.problem.numberInvalid', params: undefined },
      { row: 3, field: 'connections', key: 'regionData.problem.connectionInvalid', params: { part: 'a' } },
    ]);
  });

  it('THR-1: a # box beyond the gauge, or marked twice, is refused at the gauge field', () => {
    const result = buildRegion(form([{ number: '1' }], { gaugeBoxes: '6', hashBoxes: '7 24, 3 A#2, 3 A#5' }), [], null);
    expect(problems(result)).toEqual([
      { row: null, field: 'hashBoxes', key: 'regionData.problem.hashOutside', params: { box: 7, boxes: 6 } },
      { row: null, field: 'hashBoxes', key: 'regionData.problem.hashTwice', params: { box: 3 } },
    ]);
  });

  it('UNK-28: a taken id is refused, keeping its own id when editing is not', () => {
    expect(problems(buildRegion(form([{ number: '1' }]), ['valley'], null))[0]).toMatchObject({ field: 'id', key: 'regionData.problem.idTaken' });
    expect('region' in buildRegion(form([{ number: '1' }]), ['valley'], 'valley')).toBe(true);
  });

  it('UNK-28: a connection to itself and duplicated sticker codes are refused', () => {
    const result = buildRegion(form([{ number: '1', code: '1111', connections: '1' }, { number: '2', code: '1111' }]), [], null);
    expect(problems(result).map((p) => [p.row, p.field, p.key])).toEqual([
      [1, 'connections', 'regionData.problem.connectionSelf'],
      [2, 'code', 'regionData.problem.codeTwice'],
    ]);
  });

  it('UNK-28: a saved map opens in the form and saves back unchanged (property)', () => {
    const arbitraryRegion = fc
      .uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 15 })
      .chain((numbers) =>
        fc.record({
          numbers: fc.constant(numbers),
          symbols: fc.array(fc.constantFrom('encounter', 'ruins', 'healer', 'narrative', 'observation') as fc.Arbitrary<Region['locations'][number]['symbol']>, {
            minLength: numbers.length,
            maxLength: numbers.length,
          }),
          pairs: fc.array(fc.tuple(fc.nat(numbers.length - 1), fc.nat(numbers.length - 1)), { maxLength: 30 }),
        }),
      )
      .map(({ numbers, symbols, pairs }) => {
        const seen = new Set<string>();
        const connections = pairs.flatMap(([i, j]) => {
          const [a, b] = [numbers[i]!, numbers[j]!].sort((x, y) => x - y) as [number, number];
          if (a === b || seen.has(`${a}-${b}`)) return [];
          seen.add(`${a}-${b}`);
          return [[a, b] as [number, number]];
        });
        return regionSchema.parse({
          id: 'r1',
          name: 'Region',
          journeySlots: 3,
          gauge: { boxes: 8, hashBoxes: [{ box: 2, card: 'A#3' }] },
          locations: numbers.map((number, i) => ({
            number,
            symbol: symbols[i],
            healValue: symbols[i] === 'healer' ? 2 : null,
            cardNumber: symbols[i] === 'narrative' ? `${number}` : null,
          })),
          connections,
        });
      });
    fc.assert(
      fc.property(arbitraryRegion, (region) => {
        const back = built(buildRegion(formFromRegion(region), ['r1'], 'r1'));
        const key = (c: readonly [number, number]) => `${Math.min(...c)}-${Math.max(...c)}`;
        expect(back.locations.sort((a, b) => a.number - b.number)).toEqual([...region.locations].sort((a, b) => a.number - b.number));
        expect(back.connections.map(key).sort()).toEqual(region.connections.map(key).sort());
        expect(back.gauge).toEqual(region.gauge);
      }),
    );
  });

  it('names the table row of a field main refused, skipping blank rows', () => {
    const f = form([{ number: '1' }, {}, { number: '3', symbol: 'healer', heal: '2' }]);
    expect(problemAtPath(f, 'region.locations.1.healValue')).toEqual({ row: 3, field: 'heal' });
    expect(problemAtPath(f, 'region.id')).toEqual({ row: null, field: 'id' });
    expect(problemAtPath(f, 'region.gauge.hashBoxes.0.box')).toEqual({ row: null, field: 'hashBoxes' });
    expect(problemAtPath(f, 'region.connections.4')).toEqual({ row: null, field: 'general' });
  });

  it('suggests a short id from the name, unique among the maps', () => {
    expect(suggestId('Wyspa Łez, część 1', [])).toBe('wyspa-lez-czesc-1');
    expect(suggestId('Jungle', ['jungle'])).toBe('jungle-2');
    expect(suggestId('!!!', [])).toBe('region');
  });

  it('THR-1: reads # boxes as "box card" pairs and names a part that is not one', () => {
    expect(parseHashBoxes('5 24; 10: A#18')).toEqual({ boxes: [{ box: 5, card: '24' }, { box: 10, card: 'A#18' }], bad: null });
    expect(parseHashBoxes('5 24, ten').bad).toBe('ten');
  });
});

describe('one location as typed (UNK-28), as the add-a-location dialog reads it', () => {
  const known = new Set([1, 2, 3]);
  const fields = { number: '7', symbol: 'healer' as const, heal: '2', card: '', code: '4821', connections: '1, 3' };

  it('UNK-28: a new location joins only locations already on the map', () => {
    expect(readLocation(fields, (n) => known.has(n), (n) => known.has(n))).toEqual({
      number: 7,
      location: { number: 7, symbol: 'healer', healValue: 2, cardNumber: null, stickerCode: '4821', x: null, y: null },
      connections: [1, 3],
      problems: [],
    });
    const read = readLocation({ ...fields, number: '2', connections: '1, 9' }, (n) => known.has(n), (n) => known.has(n));
    expect(read.location).toBeNull();
    expect(read.problems).toEqual([
      { field: 'number', check: 'numberTaken', params: { number: 2 } },
      { field: 'connections', check: 'connectionUnknown', params: { number: 9 } },
    ]);
  });

  it('LOC-6, LOC-8: a healer needs 1 to 9 health, a narrative location its # card', () => {
    expect(readLocation({ ...fields, heal: '0' }, () => true).problems).toEqual([{ field: 'heal', check: 'healInvalid' }]);
    expect(readLocation({ ...fields, symbol: 'narrative', card: 'A12x' }, () => true).problems).toEqual([
      { field: 'card', check: 'cardInvalid', params: { card: 'A12x' } },
    ]);
  });
});

describe('pasted lines (UNK-28)', () => {
  it('UNK-28: "12 healer+2 code 4821 → 3,7" fills a row; symbols by word or letter, in English or Polish', () => {
    const { rows, problems } = parseLocationLines(
      ['12 healer+2 code 4821 → 3,7', '5 n A#12 -> 3', '7 ruiny: 5 12', '3 observation point', '8 +3', '', '9 kuźnia 1234 = 7'].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.number, r.symbol, r.heal, r.card, r.code, r.connections])).toEqual([
      ['12', 'healer', '2', '', '4821', '3, 7'],
      ['5', 'narrative', '', 'A#12', '', '3'],
      ['7', 'ruins', '', '', '', '5, 12'],
      ['3', 'observation', '', '', '', ''],
      ['8', 'healer', '3', '', '', ''],
      ['9', 'forge', '', '', '1234', '7'],
    ]);
  });

  it('UNK-28: a line without a number or with an unknown symbol is named by its line number', () => {
    const { rows, problems } = parseLocationLines('healer 3\n4 dragon → 1\n6');
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 1, key: 'regionData.paste.numberFirst', params: { text: 'healer' } },
      { line: 2, key: 'regionData.paste.unknownSymbol', params: { word: 'dragon' } },
      { line: 3, key: 'regionData.paste.noSymbol', params: { word: '' } },
    ]);
  });

  it('matches the start of a symbol word only when it names one symbol', () => {
    expect(symbolFromWords('obs')).toBe('observation');
    expect(symbolFromWords('Uzdro')).toBe('healer');
    expect(symbolFromWords('zz')).toBeNull();
  });
});
