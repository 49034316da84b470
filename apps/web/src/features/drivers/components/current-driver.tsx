import { useTranslation } from 'react-i18next';
import { IdCard } from 'lucide-react';
import { formatDisplayDateTime } from '@/lib/dates';
import { useCurrentDriver } from '@/features/drivers/api/get-current-driver';

/** "Driving: {name} since {time}" from the vehicle's last driver key (docs/api.md#driver-keys). */
export function CurrentDriver({ vehicleId }: { vehicleId: number }) {
  const { t, i18n } = useTranslation('people');
  const current = useCurrentDriver(vehicleId);
  const data = current.data;
  if (!data || data.source === 'none') return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="current-driver">
      <IdCard className="size-4 text-muted-foreground" aria-hidden />
      <span className="text-muted-foreground">{t('current_driver.label')}</span>
      <bdi className="font-semibold">
        {data.driver?.name ?? t('current_driver.unknown', { key: data.key })}
      </bdi>
      {data.since && (
        <span className="text-muted-foreground">
          {t('current_driver.since', { time: formatDisplayDateTime(data.since, i18n.language) })}
        </span>
      )}
      {data.source === 'assignment' && (
        <span className="text-muted-foreground">{t('current_driver.assigned')}</span>
      )}
    </p>
  );
}
