import { useTranslation } from 'react-i18next';
import { Circle, Hexagon, Waypoints } from 'lucide-react';
import type { GeofenceType } from '@fleet/shared/schemas/geofences';

const ICONS = { polygon: Hexagon, circle: Circle, corridor: Waypoints } as const;

export function GeofenceTypeIcon({ type, className }: { type: GeofenceType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon className={className} aria-hidden="true" />;
}

/** The shape's icon and name. */
export function GeofenceTypeLabel({ type }: { type: GeofenceType }) {
  const { t } = useTranslation('geofences');
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" data-testid="geofence-type-cell">
      <GeofenceTypeIcon type={type} className="size-4 text-muted-foreground" />
      {t(`types.${type}`)}
    </span>
  );
}

/** A colour dot that is never the only cue: the name always stands next to it. */
export function ColorDot({ color }: { color: string }) {
  return (
    <span
      className="inline-block size-3 shrink-0 rounded-full ring-1 ring-black/15"
      style={{ backgroundColor: color }}
      aria-hidden="true"
    />
  );
}
