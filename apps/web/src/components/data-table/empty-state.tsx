import { Inbox, Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/lib/permissions';
import { useRouteMeta } from '@/lib/route-handle';
import { Button } from '@/components/ui/button';

/** Empty list: a message and, with the route meta permission, an add button to the current path + /add. */
export function EmptyState({ addLabel, filtered = false }: { addLabel?: string; filtered?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permission = useRouteMeta('permission');
  const canAdd = usePermission(permission) && !!permission;
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center"
      data-testid="empty-state"
    >
      <div className="grid size-14 place-content-center rounded-full bg-muted text-muted-foreground">
        <Inbox className="size-7" />
      </div>
      <p className="text-base font-semibold">
        {t(filtered ? 'table.no_data_found' : 'table.no_data_available')}
      </p>
      {canAdd && !filtered && (
        <Button asChild>
          <Link to={`${pathname.replace(/\/$/, '')}/add`}>
            <Plus />
            {addLabel ?? t('table.add_new_vehicle')}
          </Link>
        </Button>
      )}
    </div>
  );
}
