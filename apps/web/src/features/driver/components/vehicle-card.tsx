import { useTranslation } from 'react-i18next';
import { Ban, CarFront, CheckCircle2 } from 'lucide-react';
import type { DriverProfile } from '@fleet/shared/schemas/examinations';
import { cn } from '@/lib/cn';
import { useBlockedReason } from '@/lib/status-reason';

function BlockedReason({ vehicle }: { vehicle: NonNullable<DriverProfile['vehicle']> }) {
  const { t } = useTranslation('driver');
  const reason = useBlockedReason(vehicle);
  if (!reason) return null;
  return (
    <p className="mt-1 text-xs text-destructive" data-testid="driver-blocked-reason">
      {t('home.blocked_reason', { reason })}
    </p>
  );
}

/** The assigned vehicle and whether it is in service; or the clear "no vehicle" state. */
export function VehicleCard({ vehicle }: { vehicle: DriverProfile['vehicle'] }) {
  const { t } = useTranslation('driver');
  if (!vehicle) {
    return (
      <section
        className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-5 py-8 text-center"
        data-testid="no-vehicle"
      >
        <CarFront className="size-9 text-muted-foreground" />
        <h2 className="font-bold">{t('home.no_vehicle_title')}</h2>
        <p className="text-sm text-muted-foreground">{t('home.no_vehicle_text')}</p>
      </section>
    );
  }
  return (
    <section
      className="flex items-center gap-4 rounded-lg border bg-card p-4 shadow-xs"
      data-testid="driver-vehicle"
      data-vehicle-id={vehicle.id}
      data-status={vehicle.status ? 'active' : 'blocked'}
    >
      {vehicle.image ? (
        <img src={vehicle.image.url} alt="" className="size-16 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="grid size-16 shrink-0 place-content-center rounded-md bg-muted">
          <CarFront className="size-7 text-muted-foreground" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-muted-foreground">{t('home.your_vehicle')}</p>
        <h2 className="truncate text-lg font-bold">{vehicle.name}</h2>
        <p className="font-mono text-sm" dir="ltr">
          {vehicle.plate_number}
          {vehicle.model && <span className="ms-2 font-sans text-muted-foreground">{vehicle.model}</span>}
        </p>
        <p
          className={cn(
            'mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
            vehicle.status ? 'bg-emerald-100 text-emerald-800' : 'bg-destructive/10 text-destructive',
          )}
        >
          {vehicle.status ? <CheckCircle2 className="size-3.5" /> : <Ban className="size-3.5" />}
          {vehicle.status ? t('home.active') : t('home.out_of_service')}
        </p>
        {!vehicle.status && <BlockedReason vehicle={vehicle} />}
      </div>
    </section>
  );
}
