import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PersonAvatar } from '@/components/media/person-avatar';
import { useDriver } from '@/features/drivers/api/get-driver';
import { DriverDetails } from '@/features/drivers/components/driver-details';
import { DeleteDriverDialog } from '@/features/drivers/components/delete-driver-dialog';

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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {data && <PersonAvatar url={data.image?.url} className="size-14" />}
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight">{t('view_driver_title')}</h1>
            {data && (
              <p className="mt-1 truncate text-sm text-muted-foreground">
                <bdi>{data.name}</bdi> · <bdi dir="ltr">{data.phone_e164}</bdi>
              </p>
            )}
          </div>
        </div>
        {data && (
          <div className="flex flex-wrap gap-2">
            {actions.includes('edit') && (
              <Button asChild variant="outline" className="h-[50px]">
                <Link to={paths.drivers.edit.getHref(data.id)} data-testid="driver-edit-button">
                  <Pencil />
                  {t('common:actions.edit')}
                </Link>
              </Button>
            )}
            {actions.includes('delete') && (
              <Button
                variant="outline"
                className="h-[50px] text-destructive hover:text-destructive"
                onClick={() => setDeleting(true)}
                data-testid="driver-delete-button"
              >
                <Trash2 />
                {t('common:actions.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      {data ? (
        <DriverDetails driver={data} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      )}
      <DeleteDriverDialog
        driver={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.drivers.list.getHref(), { replace: true })}
      />
    </div>
  );
}

export default DriverViewPage;
