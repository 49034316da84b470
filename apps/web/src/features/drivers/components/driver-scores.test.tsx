import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DrivingWeek } from '@fleet/shared/schemas/driving';
import { authStore } from '@/lib/auth-store';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage, signIn } from '@/testing/render';
import { DriverScores } from '@/features/drivers/components/driver-scores';

let weeks: DrivingWeek[] = [];
vi.mock('@/features/drivers/api/get-driver-scores', () => ({
  useDriverScores: () => ({ data: weeks, isPending: false, isError: false }),
}));

const week = (week_start: string, distance_km: number, score: number | null, scored: boolean) => ({
  week_start,
  distance_km,
  score,
  scored,
});

describe("the driver's weekly scores", () => {
  beforeAll(() => loadNamespaces('people'));
  beforeEach(() => {
    authStore.clear();
    signIn(['show_reports']);
  });

  it('charts the scored weeks and lists those under the minimum distance with "—" and why, ar and en', async () => {
    weeks = [
      week('2026-11-04', 0, null, false),
      week('2026-11-11', 240, 91, true),
      week('2026-11-18', 0.3, 65, false),
    ];
    for (const [lang, words, driven] of [
      ['en', 'Not scored: under 10 km', '0.3 km driven'],
      ['ar', 'بلا تقييم: أقل من', 'قيادة'],
    ] as const) {
      await setTestLanguage(lang);
      const { unmount } = renderWithRouter(<DriverScores driverId={4} />);
      expect(screen.getByTestId('driver-scores-chart')).toBeInTheDocument();
      const unscored = screen.getByTestId('driver-scores-unscored');
      // Only the week driven too little; the week not driven at all is neither charted nor listed.
      const items = within(unscored).getAllByRole('listitem');
      expect(items).toHaveLength(1);
      expect(items[0]).toHaveTextContent(words);
      expect(items[0]).toHaveTextContent(driven);
      expect(items[0]).not.toHaveTextContent('65');
      expect(within(items[0]!).getByText('—')).toHaveAttribute('aria-hidden', 'true');
      unmount();
    }
  });

  it('a driver who only drove a few hundred metres: no chart, the week listed unscored', async () => {
    await setTestLanguage('en');
    weeks = [week('2026-11-18', 0.3, 65, false)];
    renderWithRouter(<DriverScores driverId={4} />);
    expect(screen.queryByTestId('driver-scores-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('driver-scores-empty')).not.toBeInTheDocument();
    expect(screen.getByTestId('driver-scores-unscored')).toHaveTextContent('Not scored: under 10 km');
  });

  it('no driving at all: says so', async () => {
    await setTestLanguage('en');
    weeks = [week('2026-11-18', 0, null, false)];
    renderWithRouter(<DriverScores driverId={4} />);
    expect(screen.getByTestId('driver-scores-empty')).toBeInTheDocument();
  });
});
