import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/lib/permissions';
import { BarChartFigure } from '@/components/charts/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DrivingScore } from '@/components/ui/driving-score';
import { useDriverScores } from '@/features/drivers/api/get-driver-scores';

const WEEKS = 8;
const SCORE_COLOR = '#0f766e';

/**
 * The driver's driving score week by week (the driving report's score, docs/api.md#reports), for those who may
 * read reports. Weeks the driver did not drive have no bar; the chart's table lists every week for screen readers.
 * Weeks driven under the minimum distance have no bar either: their score says nothing, so they are listed under the
 * chart with "—" and why.
 */
export function DriverScores({ driverId }: { driverId: number | undefined }) {
  const { t, i18n } = useTranslation('people');
  const allowed = usePermission('show_reports');
  const scores = useDriverScores(driverId, WEEKS, allowed);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { data, unscored, number } = useMemo(() => {
    const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    const weeks = (scores.data ?? [])
      .filter((week) => week.score !== null)
      .map((week) => ({ ...week, label: day.format(new Date(`${week.week_start}T00:00:00Z`)) }));
    return {
      data: weeks.filter((week) => week.scored).map((week) => ({ week: week.label, score: week.score! })),
      unscored: weeks.filter((week) => !week.scored),
      number: (value: number) => format.format(value),
    };
  }, [scores.data, lang]);
  if (!allowed || driverId === undefined) return null;
  return (
    <Card data-testid="driver-scores">
      <CardHeader>
        <CardTitle>{t('scores.title', { count: WEEKS })}</CardTitle>
      </CardHeader>
      <CardContent>
        {scores.isPending ? (
          <Skeleton className="h-56 w-full" />
        ) : scores.isError ? (
          <p className="text-sm text-muted-foreground">{t('scores.error')}</p>
        ) : data.length === 0 && unscored.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="driver-scores-empty">
            {t('scores.empty')}
          </p>
        ) : (
          <>
            {data.length > 0 && (
              <BarChartFigure
                testId="driver-scores-chart"
                label={t('scores.title', { count: WEEKS })}
                hideCaption
                data={data}
                categoryKey="week"
                categoryLabel={t('scores.week')}
                series={[{ key: 'score', label: t('scores.score'), color: SCORE_COLOR }]}
              />
            )}
            {unscored.length > 0 && (
              <section className="mt-3 text-sm" data-testid="driver-scores-unscored">
                <h3 className="font-medium">{t('scores.not_scored_title')}</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {unscored.map((week) => (
                    <li key={week.week_start} className="flex flex-wrap gap-x-2">
                      <span>
                        {t('scores.week')} {week.label}:
                      </span>
                      <DrivingScore score={week.score!} scored={false} format={number} />
                      <span className="text-muted-foreground">
                        ({t('scores.distance', { km: number(week.distance_km) })})
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
