import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardList, Printer, Trash2, Wrench } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions, hasPermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { MapView } from '@/components/map/map-view';
import { PlaceMarker } from '@/components/map/place-marker';
import { useExamination } from '@/features/examinations/api/get-examination';
import { ExaminationDetails } from '@/features/examinations/components/examination-details';
import { DeleteExaminationDialog } from '@/features/examinations/components/delete-examination-dialog';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { StatusBadge } from '@/features/vehicles/components/status-badge';
import { MapBase } from '@/app/routes/tracking/map-base';

/** The vehicle's service status now: a critical fault keeps it blocked until fixed. */
function VehicleServiceStatus({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('examinations');
  const vehicle = useVehicle(vehicleId).data;
  return (
    <div className="flex flex-col items-start gap-1" data-testid="examination-vehicle-status">
      <span className="text-xs font-semibold text-muted-foreground">{t('fields.vehicle_status')}</span>
      {vehicle ? <StatusBadge vehicle={vehicle} showReason /> : <Skeleton className="h-5 w-24" />}
    </div>
  );
}

export function ExaminationViewPage() {
  const { t } = useTranslation('examinations');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const examination = useExamination(Number.isInteger(id) ? id : undefined);
  const user = useUser();
  const [deleting, setDeleting] = useState(false);
  const data = examination.data;
  const canDelete = data ? allowedRowActions(data.actions, user, 'examinations').includes('delete') : false;
  const canFix = hasPermission(user, 'fix_examinations') && (data?.open_count ?? 0) > 0;
  const canOrder = hasPermission(user, 'create_maintenance') && (data?.open_count ?? 0) > 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3" data-print="hide">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight">{t('view_title')}</h1>
          {data && (
            <p className="mt-1 truncate text-sm text-muted-foreground">
              {t('print.report_number', { id: data.id })} · <bdi>{data.vehicle.name}</bdi> ·{' '}
              <bdi dir="auto">{data.vehicle.plate_number}</bdi>
            </p>
          )}
        </div>
        {data && (
          <div className="flex flex-wrap gap-2">
            {canFix && (
              <Button asChild className="h-[50px]">
                <Link to={paths.examinations.fix.getHref(data.id)} data-testid="examination-fix-button">
                  <Wrench />
                  {t('actions.fix')}
                </Link>
              </Button>
            )}
            {canOrder && (
              <Button asChild variant="outline" className="h-[50px]">
                <Link
                  to={paths.maintenance.addWorkOrder.getHref(`examination_id=${data.id}`)}
                  data-testid="examination-work-order-button"
                >
                  <ClipboardList />
                  {t('actions.work_order')}
                </Link>
              </Button>
            )}
            <Button
              variant="outline"
              className="h-[50px]"
              onClick={() => window.print()}
              data-testid="examination-print-button"
            >
              <Printer />
              {t('actions.print')}
            </Button>
            {canDelete && (
              <Button
                variant="outline"
                className="h-[50px] text-destructive hover:text-destructive"
                onClick={() => setDeleting(true)}
                data-testid="examination-delete-button"
              >
                <Trash2 />
                {t('common:actions.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      {data ? (
        <ExaminationDetails
          examination={data}
          vehicleStatus={
            hasPermission(user, 'show_vehicles') ? <VehicleServiceStatus vehicleId={data.vehicle_id} /> : null
          }
          locationMap={
            data.lat !== null && data.lon !== null ? (
              <MapView label={t('location_label')}>
                <MapBase />
                <PlaceMarker lon={data.lon} lat={data.lat} color="#dc2626" testId="examination-marker" />
              </MapView>
            ) : null
          }
        />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      )}
      <DeleteExaminationDialog
        examination={deleting ? (data ?? null) : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.examinations.list.getHref(), { replace: true })}
      />
    </div>
  );
}

export default ExaminationViewPage;
