import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions } from '@/lib/permissions';
import { DetailsHeader, DetailsSkeleton, EditDeleteActions } from '@/components/layout/details-header';
import { useGeofence } from '@/features/geofences/api/get-geofence';
import { GeofenceDetails } from '@/features/geofences/components/geofence-details';
import { DeleteGeofenceDialog } from '@/features/geofences/components/delete-geofence-dialog';
import { MapBase } from '@/app/routes/tracking/map-base';
import { RecordHistory } from '@/features/audit/components/record-history';

export function GeofenceViewPage() {
  const { t } = useTranslation('geofences');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const geofence = useGeofence(Number.isInteger(id) ? id : undefined);
  const user = useUser();
  const [deleting, setDeleting] = useState(false);
  const data = geofence.data;
  const actions = data ? allowedRowActions(data.actions, user, 'geofences') : [];

  return (
    <div className="flex flex-col gap-5">
      <DetailsHeader
        title={t('view_title')}
        subtitle={data && <bdi>{data.name}</bdi>}
        actions={
          data && (
            <EditDeleteActions
              allowed={actions}
              editHref={paths.geofences.edit.getHref(data.id)}
              onDelete={() => setDeleting(true)}
              testIdPrefix="geofence"
            />
          )
        }
      />
      {data ? (
        <GeofenceDetails geofence={data} mapBase={<MapBase />} />
      ) : (
        <DetailsSkeleton className="h-96" />
      )}
      <DeleteGeofenceDialog
        geofence={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.geofences.list.getHref(), { replace: true })}
      />
      <RecordHistory model="geofences" recordId={Number.isInteger(id) ? id : undefined} />
    </div>
  );
}

export default GeofenceViewPage;
