import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RefreshCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDriverProfile } from '../api/get-profile';
import { useDriverDraft } from '../draft/draft-context';
import { driverPaths } from '../paths';

/**
 * The draft was started on a vehicle the driver no longer drives (reassigned meanwhile): the server would
 * refuse it. Says so, keeps the draft until he chooses, and offers to start again on his vehicle now.
 */
export function VehicleChangedNotice() {
  const { t } = useTranslation('driver');
  const navigate = useNavigate();
  const vehicle = useDriverProfile().data?.vehicle ?? null;
  const { draft, clear, startOn } = useDriverDraft();
  if (!draft || draft.vehicle_id === vehicle?.id) return null;
  // Isolated: a Latin name and an Arabic plate keep their order inside a sentence of either language.
  const name = vehicle && `\u2068${vehicle.name} · ${vehicle.plate_number}\u2069`;

  const restart = async () => {
    if (!window.confirm(t('vehicle_changed.confirm'))) return;
    await clear();
    if (!vehicle) return void navigate(driverPaths.home);
    startOn(vehicle.id);
    void navigate(driverPaths.inspection);
  };

  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-destructive/30 bg-destructive/8 p-4 text-sm"
      data-testid="vehicle-changed"
      data-vehicle-id={vehicle?.id ?? ''}
    >
      <p className="flex items-center gap-2 font-bold text-destructive">
        <TriangleAlert className="size-4 shrink-0" />
        {t('vehicle_changed.title')}
      </p>
      <p>{name ? t('vehicle_changed.text', { vehicle: name }) : t('vehicle_changed.text_no_vehicle')}</p>
      <p className="text-muted-foreground">{t('vehicle_changed.kept')}</p>
      <Button variant="destructive" onClick={() => void restart()} data-testid="vehicle-changed-restart">
        <RefreshCcw />
        {name ? t('vehicle_changed.restart', { vehicle: name }) : t('vehicle_changed.discard')}
      </Button>
    </div>
  );
}
