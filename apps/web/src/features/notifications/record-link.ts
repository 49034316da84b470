import { endOfDay, format, startOfDay } from 'date-fns';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import { paths } from '@/config/paths';

const instant = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm:ssXXX");

/** The vehicle's movement record on the event's (local) day, played at the event's time. */
export function notificationRecordHref(event: Pick<FleetEvent, 'vehicle' | 'time'>): string {
  const time = new Date(event.time);
  const params = new URLSearchParams({
    view: 'record',
    from: instant(startOfDay(time)),
    to: instant(endOfDay(time)),
    at: event.time,
  });
  return paths.tracking.details.getHref(event.vehicle.id, params.toString());
}
