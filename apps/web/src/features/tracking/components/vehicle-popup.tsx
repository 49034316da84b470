import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as maplibregl from 'maplibre-gl';
import { ArrowUpRight } from 'lucide-react';
import { useMap } from '@/components/map/map-context';
import { useLiveVehicle } from '@/features/tracking/live/use-live';
import { formatTimeAgo } from '@/features/tracking/time-ago';
import { formatDateTime } from '@/features/tracking/format';
import { LiveStatusBadge } from '@/features/tracking/components/live-status-badge';
import { sensorFacts } from '@/features/tracking/components/sensor-values';
import { useSensorRanges } from '@/features/tracking/api/get-sensor-ranges';

type Props = {
  vehicleId: number;
  detailsHref: string;
  onClose: () => void;
  now: number;
  /** Chosen from the list: focus moves into the popup (its details link), Escape closes it. */
  autoFocus?: boolean;
};

/**
 * The selected vehicle's popup: speed, last update ("x minutes ago"), driver, its fuel level and temperatures (when
 * it has such sensors) and a link to its details.
 */
export function VehiclePopup({ vehicleId, detailsHref, onClose, now, autoFocus = false }: Props) {
  const map = useMap();
  const { t, i18n } = useTranslation('tracking');
  const vehicle = useLiveVehicle(vehicleId);
  const container = useMemo(() => document.createElement('div'), []);
  const popupRef = useRef<maplibregl.Popup | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const position = vehicle?.position ?? null;
  const hasPosition = position !== null;
  useEffect(() => {
    if (!hasPosition) return;
    const popup = new maplibregl.Popup({
      closeOnClick: false,
      offset: 16,
      maxWidth: '300px',
      focusAfterOpen: false,
    })
      .setDOMContent(container)
      .setLngLat([0, 0]);
    popupRef.current = popup;
    const close = () => onCloseRef.current();
    popup.on('close', close);
    popup.addTo(map);
    return () => {
      popup.off('close', close);
      popup.remove();
      popupRef.current = null;
    };
  }, [map, container, hasPosition]);

  useEffect(() => {
    if (position) popupRef.current?.setLngLat([position.lon, position.lat]);
  }, [position]);

  const ranges = useSensorRanges(vehicleId, (vehicle?.sensors.length ?? 0) > 0);

  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!autoFocus || !hasPosition) return;
    const frame = requestAnimationFrame(() => linkRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus, hasPosition]);

  if (!vehicle || !position) return null;
  const number = (value: number) => Math.round(value).toLocaleString(i18n.language);
  return createPortal(
    <div
      className="flex min-w-52 flex-col gap-2 text-start font-sans"
      data-testid="vehicle-popup"
      data-vehicle-id={vehicle.id}
      role="group"
      aria-label={vehicle.name}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCloseRef.current();
      }}
    >
      <div className="flex items-start justify-between gap-3 pe-5">
        <div className="min-w-0">
          <bdi className="block truncate text-sm font-extrabold">{vehicle.name}</bdi>
          <bdi dir="auto" className="text-xs text-muted-foreground">
            {vehicle.plate_number}
          </bdi>
        </div>
        <LiveStatusBadge status={vehicle.live_status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{t('fields.speed')}</dt>
        <dd className="font-semibold" data-testid="popup-speed">
          {position.speed === null ? '—' : t('units.kmh', { value: number(position.speed) })}
        </dd>
        <dt className="text-muted-foreground">{t('fields.last_update')}</dt>
        <dd
          className="font-semibold"
          title={formatDateTime(position.fix_time, i18n.language)}
          data-testid="popup-last-update"
        >
          {formatTimeAgo(position.fix_time, now, i18n.language)}
        </dd>
        <dt className="text-muted-foreground">{t('fields.driver')}</dt>
        <dd className="font-semibold" data-testid="popup-driver">
          {vehicle.driver ? <bdi>{vehicle.driver.name}</bdi> : t('no_driver')}
        </dd>
        {sensorFacts(vehicle.sensors, ranges).map((fact) => (
          <div key={fact.key} className="contents" data-testid={`popup-${fact.key}`}>
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        ref={linkRef}
        to={detailsHref}
        className="inline-flex items-center gap-1 self-start text-xs font-bold text-primary hover:underline"
        data-testid="popup-details-link"
      >
        {t('details_link')}
        <ArrowUpRight className="size-3.5 rtl:-scale-x-100" />
      </Link>
    </div>,
    container,
  );
}
