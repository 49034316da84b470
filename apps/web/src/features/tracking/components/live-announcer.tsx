import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';

/** At most one announcement in this many milliseconds: positions arrive every second, speech must not. */
export const ANNOUNCE_INTERVAL_MS = 10_000;

/**
 * A polite live region for the map's screen-reader users: tells when the followed vehicle changes status
 * (moving, pause, outside, busy), throttled so that 1 Hz positions never flood the reader. Speed and place
 * stay in the list, read on demand.
 */
export function LiveAnnouncer({ vehicle }: { vehicle: LiveVehicle | undefined }) {
  const { t, i18n } = useTranslation('tracking');
  const [message, setMessage] = useState('');
  const lastAt = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const status = vehicle?.live_status ?? null;
  const name = vehicle?.name;
  const speed = vehicle?.position?.speed == null ? null : Math.round(vehicle.position.speed);
  const speedRef = useRef(speed);
  useEffect(() => {
    speedRef.current = speed;
  });
  const previous = useRef<{ name: string | undefined; status: string | null }>({ name, status });

  useEffect(() => {
    const before = previous.current;
    previous.current = { name, status };
    // Only a change of the same vehicle's status is news; choosing another vehicle is the user's own act.
    if (!name || before.name !== name || before.status === status) return;
    const say = () => {
      lastAt.current = Date.now();
      const statusText = status ? t(`status.${status}`) : t('status.none');
      const speedText =
        speedRef.current === null
          ? ''
          : `, ${t('units.kmh', { value: speedRef.current.toLocaleString(i18n.language) })}`;
      setMessage(`${name}: ${statusText}${speedText}`);
    };
    clearTimeout(pending.current);
    const wait = lastAt.current + ANNOUNCE_INTERVAL_MS - Date.now();
    if (wait <= 0) say();
    else pending.current = setTimeout(say, wait);
  }, [name, status, t, i18n.language]);

  useEffect(() => () => clearTimeout(pending.current), []);

  return (
    <div className="sr-only" role="status" aria-live="polite" data-testid="live-announcer">
      {message}
    </div>
  );
}
