import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { vehicleRowActions } from '@/features/vehicles/row-actions';
import { VehicleDetails } from '@/features/vehicles/components/vehicle-details';
import { useStatusHistory } from '@/features/vehicles/api/get-status-history';
import { StatusHistory } from '@/features/vehicles/components/status-history';
import { VehicleThumbnail } from '@/features/vehicles/components/vehicle-thumbnail';
import {
  VehicleActionDialog,
  type VehicleActionRequest,
} from '@/features/vehicles/components/vehicle-action-dialog';

export function VehicleViewPage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const vehicle = useVehicle(Number.isInteger(id) ? id : undefined);
  const history = useStatusHistory(id);
  const user = useUser();
  const [request, setRequest] = useState<VehicleActionRequest | null>(null);
  const data = vehicle.data;
  const actions = data ? allowedRowActions(vehicleRowActions(data), user, 'vehicles') : [];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {data && <VehicleThumbnail vehicle={data} className="size-14 [&_img]:size-14" />}
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight">{t('view_title')}</h1>
            {data && (
              <p className="mt-1 truncate text-sm text-muted-foreground">
                <bdi>{data.name}</bdi> · <bdi dir="auto">{data.plate_number}</bdi>
              </p>
            )}
          </div>
        </div>
        {data && (
          <div className="flex flex-wrap gap-2">
            {actions.includes('edit') && (
              <Button asChild variant="outline" className="h-[50px]">
                <Link to={paths.vehicles.edit.getHref(data.id)} data-testid="vehicle-edit-button">
                  <Pencil />
                  {t('common:actions.edit')}
                </Link>
              </Button>
            )}
            {actions.includes('block') && (
              <Button
                variant="outline"
                className="h-[50px] text-destructive hover:text-destructive"
                onClick={() => setRequest({ action: 'block', vehicle: data })}
                data-testid="vehicle-block-button"
              >
                <Ban />
                {t('common:actions.block')}
              </Button>
            )}
            {actions.includes('activate') && (
              <Button
                variant="outline"
                className="h-[50px] text-primary hover:text-primary"
                onClick={() => setRequest({ action: 'activate', vehicle: data })}
                data-testid="vehicle-activate-button"
              >
                <CheckCircle2 />
                {t('common:actions.activate')}
              </Button>
            )}
            {actions.includes('delete') && (
              <Button
                variant="outline"
                className="h-[50px] text-destructive hover:text-destructive"
                onClick={() => setRequest({ action: 'delete', vehicle: data })}
                data-testid="vehicle-delete-button"
              >
                <Trash2 />
                {t('common:actions.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      {data ? (
        <>
          <VehicleDetails vehicle={data} />
          {history.data && <StatusHistory entries={history.data} />}
        </>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      )}
      <VehicleActionDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={(action) => {
          if (action === 'delete') void navigate(paths.vehicles.list.getHref(), { replace: true });
        }}
      />
    </div>
  );
}

export default VehicleViewPage;
