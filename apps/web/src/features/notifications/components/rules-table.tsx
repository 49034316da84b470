import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { NotificationRule } from '@fleet/shared/schemas/notifications';
import { paths } from '@/config/paths';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteRule, useRules } from '@/features/notifications/api/rules';

type RulesTableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function RuleStatusBadge({ status }: { status: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <span
      className={
        status
          ? 'inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
          : 'inline-flex rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground'
      }
    >
      {status ? t('active') : t('inactive')}
    </span>
  );
}

export function RulesTable({ query, filtered, onPageChange }: RulesTableProps) {
  const { t } = useTranslation('notifications');
  const { t: te } = useTranslation('events');
  const navigate = useNavigate();
  const rules = useRules(query);
  const remove = useDeleteRule();
  const [deleting, setDeleting] = useState<NotificationRule | null>(null);

  const columns = useMemo<Column<NotificationRule>[]>(() => {
    const onAction = (rule: NotificationRule, action: RowAction) => {
      if (action === 'view') void navigate(paths.notifications.view.getHref(rule.id));
      else if (action === 'edit') void navigate(paths.notifications.edit.getHref(rule.id));
      else if (action === 'delete') setDeleting(rule);
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (rule) => (
          <bdi className="font-semibold" data-testid="rule-name-cell">
            {rule.name}
          </bdi>
        ),
      },
      {
        id: 'events',
        header: t('columns.events'),
        cell: (rule) =>
          rule.event_types.length === 0
            ? t('all_events')
            : rule.event_types.map((type) => te(`types.${type}`)).join('، '),
      },
      {
        id: 'channels',
        header: t('columns.channels'),
        cell: (rule) => rule.channels.map((channel) => t(`channels.${channel}`)).join('، '),
      },
      {
        id: 'recipients',
        header: t('columns.recipients'),
        cell: (rule) => [...rule.employees, ...rule.roles].map((item) => item.name).join('، ') || '—',
      },
      { id: 'status', header: t('columns.status'), cell: (rule) => <RuleStatusBadge status={rule.status} /> },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (rule) => (
          <RowActions
            actions={rule.actions}
            model="notifications"
            rowLabel={rule.name}
            onAction={(action) => onAction(rule, action)}
          />
        ),
      },
    ];
  }, [t, te, navigate]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={rules.data?.data}
        meta={rules.data?.meta}
        loading={rules.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('add')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.rules.title'), hint: t('empty_state.rules.hint') }}
        data-testid="rules-table"
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        action="delete"
        type={t('rules')}
        description={t('delete_body')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
