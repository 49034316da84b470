import { describe, expect, it } from 'vitest';
import type { LiveStatus } from '@fleet/shared/schemas/tracking';
import { countStatuses, matchesSearch, matchesStatus, normalizeSearch } from '@/features/tracking/status';

const v = (live_status: LiveStatus | null, name = 'Bus', plate = 'ABC 1', driver: string | null = null) => ({
  live_status,
  name,
  plate_number: plate,
  driver: driver ? { id: 1, name: driver } : null,
});

describe('status counters', () => {
  it('counts every vehicle in all and each under its live status', () => {
    const counts = countStatuses([v('moving'), v('moving'), v('pause'), v('exit'), v('busy'), v(null)]);
    expect(counts).toEqual({ all: 6, moving: 2, pause: 1, exit: 1, busy: 1 });
  });

  it('counts nothing for an empty fleet', () => {
    expect(countStatuses([])).toEqual({ all: 0, moving: 0, pause: 0, exit: 0, busy: 0 });
  });

  it('a counter filters: all keeps everyone, a status keeps only its vehicles', () => {
    const fleet = [v('moving'), v('pause'), v(null)];
    expect(fleet.filter((x) => matchesStatus(x, 'all'))).toHaveLength(3);
    expect(fleet.filter((x) => matchesStatus(x, 'pause'))).toEqual([fleet[1]]);
    expect(fleet.filter((x) => matchesStatus(x, 'busy'))).toEqual([]);
  });
});

describe('side list search', () => {
  const fleet = [v('moving', 'Coaster 12', 'KSA 1234'), v('pause', 'حافلة المدرسة', 'ب ر ص 55', 'أحمد علي')];

  it('matches name, plate or driver, ignoring case', () => {
    expect(fleet.filter((x) => matchesSearch(x, normalizeSearch('coaster')))).toEqual([fleet[0]]);
    expect(fleet.filter((x) => matchesSearch(x, normalizeSearch('ksa 12')))).toEqual([fleet[0]]);
    expect(fleet.filter((x) => matchesSearch(x, normalizeSearch('احمد')))).toEqual([fleet[1]]);
  });

  it('treats Arabic letter forms alike (ة/ه, أ/ا) and an empty query as everything', () => {
    expect(fleet.filter((x) => matchesSearch(x, normalizeSearch('حافله')))).toEqual([fleet[1]]);
    expect(fleet.filter((x) => matchesSearch(x, normalizeSearch('  ')))).toHaveLength(2);
    expect(fleet.filter((x) => matchesSearch(x, normalizeSearch('zzz')))).toEqual([]);
  });
});
