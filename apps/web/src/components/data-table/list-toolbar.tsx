import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { usePermission } from '@/lib/permissions';
import { useRouteMeta } from '@/lib/route-handle';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ListToolbarProps = {
  addLabel?: string;
  children?: ReactNode;
  /** Extra buttons placed at the end, before the add button (import, export…). */
  actions?: ReactNode;
};

/**
 * Filters at the start, the add button at the end: shown only with the permission named in the
 * route meta, and leading to the current path + /add. The page title lives in the navbar.
 */
export function ListToolbar({ addLabel, children, actions }: ListToolbarProps) {
  const { pathname } = useLocation();
  const permission = useRouteMeta('permission');
  const canAdd = usePermission(permission) && !!permission && !!addLabel;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="list-toolbar">
      {children}
      {actions && <div className="ms-auto flex flex-wrap items-center gap-3">{actions}</div>}
      {canAdd && (
        <Button asChild className={cn('h-[50px] px-5', !actions && 'ms-auto')} data-testid="add-button">
          <Link to={`${pathname.replace(/\/$/, '')}/add`}>
            <Plus />
            {addLabel}
          </Link>
        </Button>
      )}
    </div>
  );
}
