import { describe, expect, it } from 'vitest';
import { freshState, restoredState } from './vehicle-engine';

describe('restoredState', () => {
  it('gives back the state it was saved from, pending crossings included', () => {
    const state = freshState();
    state.last = { t: 3, server: 4, lat: 24.7, lon: 46.7 };
    state.inside = [5];
    state.pending.set(999, { t: 1, lat: 24.6, lon: 46.6 });
    state.pending.set(12, { t: 2, lat: 24.8, lon: 46.8 });
    const saved = JSON.parse(JSON.stringify(state));
    expect(saved.pending).toEqual({
      '12': { t: 2, lat: 24.8, lon: 46.8 },
      '999': { t: 1, lat: 24.6, lon: 46.6 },
    });
    expect(restoredState(saved)).toEqual(state);
    expect(restoredState(undefined)).toEqual(freshState());
  });
});
