import { describe, expect, it } from 'vitest';
import type { EventCard } from './play-state.js';
import { eventForecast } from './event-forecast.js';

const card = (id: string, direction: EventCard['direction']): EventCard => ({ id, direction });
const chanceOf = (forecast: ReturnType<typeof eventForecast>, direction: string) => forecast?.directions.find((item) => item.direction === direction);

describe('event deck forecast (EVT-5, EVT-6)', () => {
  it('EVT-5: each direction left in the draw pile, with its exact chance for the next card', () => {
    const forecast = eventForecast({
      eventDeck: { mode: 'entered', drawPile: [card('1', 'N'), card('2', 'N'), card('3', 'E'), card('4', '?')], discard: [card('5', 'S')] },
      currentEvents: [],
    });
    expect(forecast).toMatchObject({ cards: 4, reshuffle: false });
    expect(chanceOf(forecast, 'N')).toEqual({ direction: 'N', cards: 2, chance: { favourable: 2, total: 4, probability: 0.5 } });
    expect(chanceOf(forecast, '?')?.chance.favourable).toBe(1);
    // The discarded S card cannot come next while the draw pile holds cards.
    expect(chanceOf(forecast, 'S')?.chance.favourable).toBe(0);
    expect(forecast!.directions.reduce((sum, item) => sum + item.cards, 0)).toBe(4);
  });

  it("EVT-6: an empty draw pile forecasts the reshuffled discard pile, this turn's card included", () => {
    const forecast = eventForecast({
      eventDeck: { mode: 'entered', drawPile: [], discard: [card('1', 'W'), card('2', 'S')] },
      currentEvents: [{ side: 'A', direction: 'W', cardId: '3' }],
    });
    expect(forecast).toMatchObject({ cards: 3, reshuffle: true });
    expect(chanceOf(forecast, 'W')?.chance).toEqual({ favourable: 2, total: 3, probability: 2 / 3 });
  });

  it('SET-10: a deck typed at the table has no forecast', () => {
    expect(eventForecast({ eventDeck: { mode: 'typed' }, currentEvents: [] })).toBeNull();
  });
});
