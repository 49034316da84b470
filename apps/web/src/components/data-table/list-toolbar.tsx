import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { usePermission } from '@/lib/permissions';
import { useRouteMeta } from '@/lib/route-handle';
import { Button } from '@/components/ui/button';

type ListToolbarProps = { addLabel?: string; children?: ReactNode };

/**
 * Filters at the start, the add button at the end: shown only with the permission named in the
 * route meta, and leading to the current path + /add. The page title lives in the navbar.
 */
export function ListToolbar({ addLabel, children }: ListToolbarProps) {
  const { pathname } = useLocation();
  const permission = useRouteMeta('permission');
  const canAdd = usePermission(permission) && !!permission && !!addLabel;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="list-toolbar">
      {children}
      {canAdd && (
        <Button asChild className="ms-auto h-[50px] px-5" data-testid="add-button">
          <Link to={`${pathname.replace(/\/$/, '')}/add`}>
            <Plus />
            {addLabel}
          </Link>
        </Button>
      )}
    </div>
  );
}
