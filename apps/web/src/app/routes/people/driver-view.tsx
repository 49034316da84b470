import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions } from '@/lib/permissions';
import { DetailsHeader, DetailsSkeleton, EditDeleteActions } from '@/components/layout/details-header';
import { PersonAvatar } from '@/components/media/person-avatar';
import { useDriver } from '@/features/drivers/api/get-driver';
import { DriverDetails } from '@/features/drivers/components/driver-details';
import { DeleteDriverDialog } from '@/features/drivers/components/delete-driver-dialog';
import { DriverScores } from '@/features/drivers/components/driver-scores';
import { RecordHistory } from '@/features/audit/components/record-history';

export function DriverViewPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const driver = useDriver(Number.isInteger(id) ? id : undefined);
  const user = useUser();
  const [deleting, setDeleting] = useState(false);
  const data = driver.data;
  const actions = data ? allowedRowActions(data.actions, user, 'drivers') : [];

  return (
    <div className="flex flex-col gap-5">
      <DetailsHeader
        media={data && <PersonAvatar url={data.image?.url} className="size-14" />}
        title={t('view_driver_title')}
        subtitle={
          data && (
            <>
              <bdi>{data.name}</bdi> · <bdi dir="ltr">{data.phone_e164}</bdi>
            </>
          )
        }
        actions={
          data && (
            <EditDeleteActions
              allowed={actions}
              editHref={paths.drivers.edit.getHref(data.id)}
              onDelete={() => setDeleting(true)}
              testIdPrefix="driver"
            />
          )
        }
      />
      {data ? <DriverDetails driver={data} /> : <DetailsSkeleton />}
      <DriverScores driverId={data?.id} />
      <DeleteDriverDialog
        driver={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.drivers.list.getHref(), { replace: true })}
      />
      <RecordHistory model="drivers" recordId={Number.isInteger(id) ? id : undefined} />
    </div>
  );
}

export default DriverViewPage;
