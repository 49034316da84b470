import { Plus } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { usePermission } from '@/lib/permissions';
import { useRouteMeta } from '@/lib/route-handle';
import { EmptyState, NoMatchState } from '@/components/ui/empty-state';

/** What an empty list says when nothing exists yet: why, and what to do next. */
export type ListEmptyText = { title: string; hint?: string };

/**
 * An empty list. Filtered: no match, with a button that clears the whole query (as the toolbar's clear
 * button does). Unfiltered: the list's own "nothing yet" text and, with the route meta permission, an add
 * button to the current path + /add (spec section 2); without a text of its own, the spec's "no data available".
 */
export function ListEmptyState({
  text,
  addLabel,
  filtered = false,
  onClearFilters,
}: {
  text?: ListEmptyText;
  addLabel?: string;
  filtered?: boolean;
  onClearFilters?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { clear } = useListQuery();
  const permission = useRouteMeta('permission');
  const canAdd = usePermission(permission) && !!permission;
  if (filtered) return <NoMatchState onClear={onClearFilters ?? clear} />;
  return (
    <EmptyState
      title={text?.title ?? t('table.no_data_available')}
      hint={text?.hint}
      action={
        canAdd
          ? {
              label: addLabel ?? t('table.add_new_vehicle'),
              to: `${pathname.replace(/\/$/, '')}/add`,
              icon: Plus,
              'data-testid': 'empty-state-add',
            }
          : undefined
      }
    />
  );
}
