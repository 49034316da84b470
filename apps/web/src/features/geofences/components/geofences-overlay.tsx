import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hexagon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePermission } from '@/lib/permissions';

const GeofencesMapLayer = lazy(() => import('@/features/geofences/components/geofences-map-layer'));

const STORAGE_KEY = 'fleet.map.geofences';

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The geofences layer of a tracking map with its on/off toggle (remembered across maps and visits).
 * Rendered inside a MapView; the toggle sits on the end side under the zoom buttons.
 */
export function GeofencesOverlay() {
  const { t } = useTranslation('common');
  const showGeofences = usePermission('show_geofences');
  const showTracking = usePermission('show_tracking');
  const allowed = showGeofences || showTracking;
  const [on, setOn] = useState(readStored);
  if (!allowed) return null;
  const toggle = () => {
    const next = !on;
    setOn(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this map only.
    }
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        onClick={toggle}
        className={cn(
          'absolute end-2.5 top-[84px] z-10 inline-flex h-8 items-center justify-center gap-1.5 rounded-md border px-2.5 text-xs max-sm:w-[30px] max-sm:px-0 font-semibold shadow-sm outline-none',
          'focus-visible:ring-3 focus-visible:ring-ring/50',
          on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card text-foreground',
        )}
        title={t('map.geofences')}
        data-testid="geofences-toggle"
      >
        <Hexagon className="size-4" aria-hidden="true" />
        {/* On a narrow screen only its icon shows, so it stays in the end column of the map's buttons
            (the home page's counters wrap beside that column, not under it); its name is the same. */}
        <span className="max-sm:sr-only">{t('map.geofences')}</span>
      </button>
      {on && (
        <Suspense fallback={null}>
          <GeofencesMapLayer />
        </Suspense>
      )}
    </>
  );
}
