import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Geofence } from '@fleet/shared/schemas/geofences';
import { formatDisplayDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Facts } from '@/components/layout/facts';
import { ColorDot, GeofenceTypeLabel } from '@/features/geofences/components/geofence-type';

const GeofencePreviewMap = lazy(() => import('@/features/geofences/components/geofence-preview-map'));

/** "Radius 500 m" / "Width 100 m"; null for a polygon. */
export function shapeSize(
  geofence: Pick<Geofence, 'type' | 'radius' | 'width'>,
  t: TFunction,
  language: string,
): string | null {
  if (geofence.type === 'circle' && geofence.radius !== null) {
    return t('geofences:size.radius', { value: geofence.radius.toLocaleString(language) });
  }
  if (geofence.type === 'corridor' && geofence.width !== null) {
    return t('geofences:size.width', { value: geofence.width.toLocaleString(language) });
  }
  return null;
}

export function GeofenceStatusBadge({ status }: { status: boolean }) {
  const { t } = useTranslation('geofences');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        status
          ? 'bg-primary-soft text-primary'
          : 'bg-muted text-muted-foreground ring-1 ring-border ring-inset',
      )}
      data-testid="geofence-status-badge"
      data-status={status ? 'active' : 'inactive'}
    >
      <span className={cn('size-1.5 rounded-full', status ? 'bg-primary' : 'bg-destructive')} />
      {status ? t('status.active') : t('status.inactive')}
    </span>
  );
}

/** The geofence's facts and its shape on a map. */
export function GeofenceDetails({ geofence, mapBase }: { geofence: Geofence; mapBase: ReactNode }) {
  const { t, i18n } = useTranslation('geofences');
  const facts = [
    { key: 'name', label: t('fields.name'), value: <bdi>{geofence.name}</bdi> },
    { key: 'type', label: t('fields.type'), value: <GeofenceTypeLabel type={geofence.type} /> },
    ...(shapeSize(geofence, t, i18n.language)
      ? [{ key: 'size', label: t('columns.size'), value: shapeSize(geofence, t, i18n.language) }]
      : []),
    ...(geofence.geometry.type === 'Point'
      ? [
          {
            key: 'centre',
            label: t('fields.centre'),
            value: (
              <bdi dir="ltr" className="font-mono text-xs">
                {`${geofence.geometry.coordinates[1].toFixed(6)}, ${geofence.geometry.coordinates[0].toFixed(6)}`}
              </bdi>
            ),
          },
        ]
      : []),
    {
      key: 'color',
      label: t('fields.color'),
      value: (
        <span className="inline-flex items-center gap-2">
          <ColorDot color={geofence.color} />
          <bdi dir="ltr" className="font-mono text-xs">
            {geofence.color}
          </bdi>
        </span>
      ),
    },
    {
      key: 'speed_limit',
      label: t('fields.speed_limit'),
      value: geofence.speed_limit
        ? t('units.kmh_value', { value: geofence.speed_limit.toLocaleString(i18n.language) })
        : t('none'),
    },
    { key: 'status', label: t('fields.status'), value: <GeofenceStatusBadge status={geofence.status} /> },
    {
      key: 'vehicles',
      label: t('fields.vehicle_ids'),
      value:
        geofence.vehicles.length === 0 ? (
          t('vehicles.all')
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {geofence.vehicles.map((vehicle) => (
              <li
                key={vehicle.id}
                className="rounded-full border bg-muted/50 px-2.5 py-0.5 text-xs font-semibold"
              >
                <bdi>{vehicle.name}</bdi> · <bdi dir="auto">{vehicle.plate_number}</bdi>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'updated_at',
      label: t('fields.updated_at'),
      value: formatDisplayDateTime(geofence.updated_at, i18n.language),
    },
  ];
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.basic')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts facts={facts} prefix="geofence" />
        </CardContent>
      </Card>
      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle>{t('sections.shape')}</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="relative h-[420px] overflow-hidden rounded-lg border">
            <Suspense fallback={<Skeleton className="size-full" />}>
              <GeofencePreviewMap geofence={geofence} base={mapBase} />
            </Suspense>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
