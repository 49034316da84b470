import { useTranslation } from 'react-i18next';
import { MIN_SCORED_KM } from '@fleet/shared/schemas/driving';

/**
 * A driving score (docs/api.md#reports), or, under the minimum distance, "—" and why in words: the dash is hidden
 * from screen readers, which read the words (nothing is told by colour alone).
 */
export function DrivingScore({
  score,
  scored,
  format,
}: {
  score: number;
  scored: boolean;
  format: (value: number) => string;
}) {
  const { t } = useTranslation('common');
  if (scored) return <>{format(score)}</>;
  return (
    <span data-testid="driving-score-unscored" title={t('driving_score.why', { km: format(MIN_SCORED_KM) })}>
      <span aria-hidden="true">—</span>{' '}
      <span className="text-xs text-muted-foreground">
        {t('driving_score.not_scored', { km: format(MIN_SCORED_KM) })}
      </span>
    </span>
  );
}
