import { Ban, CheckCircle2, Eye, MoreHorizontal, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROW_ACTIONS_MENU_WIDTH_PX } from '@fleet/shared/constants';
import type { RowAction } from '@fleet/shared/common';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const ICONS: Record<RowAction, LucideIcon> = {
  view: Eye,
  edit: Pencil,
  delete: Trash2,
  block: Ban,
  activate: CheckCircle2,
};

type RowActionsProps = {
  actions: readonly RowAction[] | undefined;
  model: string;
  onAction: (action: RowAction) => void;
  rowLabel?: string;
};

/** Only the actions the row supplies AND the user may do; nothing at all when none are left. */
export function RowActions({ actions, model, onAction, rowLabel }: RowActionsProps) {
  const { t, i18n } = useTranslation();
  const visible = allowedRowActions(actions, useUser(), model);
  if (visible.length === 0) return null;
  return (
    <DropdownMenu dir={i18n.dir()}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={rowLabel ? `${t('table.row_actions')}: ${rowLabel}` : t('table.row_actions')}
          data-testid="row-actions-trigger"
        >
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        style={{ width: ROW_ACTIONS_MENU_WIDTH_PX }}
        data-testid="row-actions-menu"
      >
        {visible.map((action) => {
          const Icon = ICONS[action];
          return (
            <DropdownMenuItem
              key={action}
              variant={action === 'delete' ? 'destructive' : undefined}
              onSelect={() => onAction(action)}
              data-testid={`row-action-${action}`}
            >
              <Icon />
              {t(`actions.${action}`)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
