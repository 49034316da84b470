import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRule } from '@/features/notifications/api/rules';
import { DeliveriesTable } from '@/features/notifications/components/deliveries-table';
import { RuleStatusBadge } from '@/features/notifications/components/rules-table';

export function RuleViewPage() {
  const { t } = useTranslation('notifications');
  const { t: te } = useTranslation('events');
  const id = Number(useParams().id);
  const rule = useRule(id);
  const canEdit = usePermission('update_notifications');
  if (!rule.data) return <Skeleton className="h-64" />;
  const data = rule.data;
  const facts: [string, string][] = [
    [
      t('form.event_types'),
      data.event_types.length ? data.event_types.map((x) => te(`types.${x}`)).join('، ') : t('all_events'),
    ],
    [
      t('form.vehicles'),
      data.vehicles.map((v) => `${v.name} — ${v.plate_number}`).join('، ') || t('form.vehicles_hint'),
    ],
    [t('form.geofences'), data.geofences.map((g) => g.name).join('، ') || t('form.geofences_hint')],
    [t('form.employees'), data.employees.map((e) => e.name).join('، ') || '—'],
    [t('form.roles'), data.roles.map((r) => r.name).join('، ') || '—'],
    [t('form.channels'), data.channels.map((c) => t(`channels.${c}`)).join('، ')],
  ];
  if (data.webhook_url) facts.push([t('form.webhook_url'), data.webhook_url]);
  return (
    <div className="flex flex-col gap-6" data-testid="rule-view">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold">{data.name}</h1>
        <RuleStatusBadge status={data.status} />
        {canEdit && (
          <Button asChild variant="outline" className="ms-auto">
            <Link to={paths.notifications.edit.getHref(data.id)}>{t('edit_title')}</Link>
          </Button>
        )}
      </div>
      <dl className="grid gap-3 rounded-lg border bg-card p-5 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      <DeliveriesTable ruleId={data.id} />
    </div>
  );
}

export default RuleViewPage;
