import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { usePermission } from '@/lib/permissions';
import { useRouteMeta } from '@/lib/route-handle';
import { Button } from '@/components/ui/button';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; addLabel?: string; children?: ReactNode };

/** Page title with the add button, shown only with the permission of the route meta. */
export function PageHeader({ title, description, addLabel, children }: PageHeaderProps) {
  const { pathname } = useLocation();
  const permission = useRouteMeta('permission');
  const canAdd = usePermission(permission) && !!permission && !!addLabel;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="flex items-center gap-2">
        {children}
        {canAdd && (
          <Button asChild className="h-[50px] px-5" data-testid="add-button">
            <Link to={`${pathname.replace(/\/$/, '')}/add`}>
              <Plus />
              {addLabel}
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
