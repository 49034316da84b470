import { useTranslation } from 'react-i18next';
import {
  AlertOctagon,
  AlertTriangle,
  BadgeAlert,
  CalendarClock,
  CornerUpRight,
  Flag,
  FlagOff,
  Fuel,
  Gauge,
  Info,
  LogIn,
  LogOut,
  type LucideIcon,
  Power,
  PowerOff,
  Radio,
  Siren,
  Terminal,
  Thermometer,
  Timer,
  TrendingDown,
  TrendingUp,
  UserRound,
  Wifi,
  WifiOff,
  Wrench,
} from 'lucide-react';
import type { EventSeverity, EventType, FleetEvent } from '@fleet/shared/schemas/events';
import { ALARM_KINDS } from '@fleet/shared/schemas/events';
import { cn } from '@/lib/cn';

export const EVENT_ICONS: Record<EventType, LucideIcon> = {
  geofence_enter: LogIn,
  geofence_exit: LogOut,
  overspeed: Gauge,
  ignition_on: Power,
  ignition_off: PowerOff,
  idle: Timer,
  device_offline: WifiOff,
  device_online: Wifi,
  alarm: Siren,
  trip_started: Flag,
  trip_finished: FlagOff,
  station_late: CalendarClock,
  station_skipped: CalendarClock,
  critical_fault: AlertOctagon,
  document_expiring: BadgeAlert,
  document_expired: BadgeAlert,
  maintenance_due: Wrench,
  maintenance_overdue: Wrench,
  driver_changed: UserRound,
  unknown_driver: UserRound,
  command_answered: Terminal,
  command_failed: Radio,
  harsh_acceleration: TrendingUp,
  harsh_braking: TrendingDown,
  harsh_cornering: CornerUpRight,
  fuel_refuel: Fuel,
  fuel_drain: Fuel,
  temperature_out_of_range: Thermometer,
};

/**
 * Hex colours of the map markers (4:1 or more on the base map, white text on them 4.5:1 or more); the
 * list and badges also name the severity in text.
 */
export const SEVERITY_COLORS: Record<EventSeverity, string> = {
  info: '#2563eb',
  warning: '#b45309',
  critical: '#dc2626',
};

/**
 * The severity by shape as well as colour, for the numbered pins and the list's numbers: information a
 * circle, warning a diamond, critical a square (classes of a shape layer inside a square box).
 */
export const SEVERITY_SHAPES: Record<EventSeverity, string> = {
  info: 'inset-0 rounded-full',
  warning: 'inset-[15%] rotate-45 rounded-[3px]',
  critical: 'inset-[4%] rounded-[3px]',
};

const SEVERITY_STYLES: Record<EventSeverity, string> = {
  info: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  warning: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  critical: 'bg-red-50 text-red-800 ring-red-600/30',
};
const SEVERITY_ICONS: Record<EventSeverity, LucideIcon> = {
  info: Info,
  warning: AlertTriangle,
  critical: AlertOctagon,
};

const PILL =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

export function SeverityBadge({ severity }: { severity: EventSeverity }) {
  const { t } = useTranslation('events');
  const Icon = SEVERITY_ICONS[severity];
  return (
    <span
      className={cn(PILL, SEVERITY_STYLES[severity])}
      data-testid="event-severity"
      data-severity={severity}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(`severities.${severity}`)}
    </span>
  );
}

/** The type's name; an alarm also names its kind ("Alarm: SOS"). */
export function useEventTitle() {
  const { t } = useTranslation('events');
  return (event: Pick<FleetEvent, 'type' | 'attributes'>) => {
    const name = t(`types.${event.type}`);
    const alarm = event.attributes.alarm;
    if (event.type !== 'alarm' || typeof alarm !== 'string') return name;
    const kind = (ALARM_KINDS as readonly string[]).includes(alarm) ? alarm : 'other';
    return `${name}: ${t(`alarms.${kind}`)}`;
  };
}

/**
 * The type's icon in the severity's colour and shape, beside its name; `withSeverity` also names the
 * severity for assistive technology where no severity column does.
 */
export function EventTitle({
  event,
  className,
  withSeverity = false,
}: {
  event: FleetEvent;
  className?: string;
  withSeverity?: boolean;
}) {
  const { t } = useTranslation('events');
  const title = useEventTitle();
  const Icon = EVENT_ICONS[event.type];
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold', className)} data-testid="event-type">
      <span
        className="relative grid size-7 shrink-0 place-content-center text-white"
        aria-hidden
        data-severity={event.severity}
      >
        <span
          className={cn('absolute', SEVERITY_SHAPES[event.severity])}
          style={{ backgroundColor: SEVERITY_COLORS[event.severity] }}
        />
        <Icon className={cn('relative', event.severity === 'warning' ? 'size-3.5' : 'size-4')} />
      </span>
      <span>{title(event)}</span>
      {withSeverity && <span className="sr-only">({t(`severities.${event.severity}`)})</span>}
    </span>
  );
}
