import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import { eventRecordHref } from '@/features/events/event-record-link';
import { EventTitle } from '@/features/events/components/event-visuals';

/**
 * The home map's recent events: a button counting the events the live stream brought since the panel
 * was last opened, opening the newest ones; each opens its vehicle's movement record at that moment.
 */
export function RecentEvents({
  recent,
  unseen,
  onOpen,
  timeAgo,
}: {
  /** Newest first. */
  recent: readonly FleetEvent[];
  /** How many arrived since the panel was last opened. */
  unseen: number;
  onOpen: () => void;
  timeAgo: (time: string) => string;
}) {
  const { t, i18n } = useTranslation('events');
  const canList = usePermission('show_events');
  const [open, setOpen] = useState(false);
  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) onOpen();
  };
  const count = unseen.toLocaleString(i18n.language);

  return (
    <Popover open={open} onOpenChange={openWith}>
      <PopoverTrigger asChild>
        <Button
          variant={unseen ? 'default' : 'outline'}
          size="sm"
          className={cn('h-9 rounded-full', !unseen && 'bg-card')}
          data-testid="recent-events-toggle"
          data-unseen={unseen}
          data-count={recent.length}
        >
          <Bell />
          {unseen ? t('live.toggle', { n: count }) : t('live.toggle_none')}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-96 max-w-[calc(100vw-2rem)] p-0" data-testid="recent-events">
        <div className="flex items-center justify-between border-b px-3 py-2">
          <h2 className="text-sm font-extrabold">{t('live.title')}</h2>
          {canList && (
            <Link
              to={paths.events.list.getHref()}
              className="rounded-sm text-xs font-semibold text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/40"
              data-testid="recent-events-all"
            >
              {t('live.all')}
            </Link>
          )}
        </div>
        {recent.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{t('live.none')}</p>
        ) : (
          <ol className="max-h-96 overflow-y-auto py-1">
            {recent.map((event) => (
              <li key={event.id}>
                <Link
                  to={eventRecordHref(event)}
                  className="flex flex-col gap-1 px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40"
                  data-testid="recent-event"
                  data-type={event.type}
                  onClick={() => setOpen(false)}
                >
                  <span className="flex items-center justify-between gap-2">
                    <EventTitle event={event} className="text-sm" withSeverity />
                    <span className="shrink-0 text-xs text-muted-foreground">{timeAgo(event.time)}</span>
                  </span>
                  <bdi className="text-xs font-semibold">{event.vehicle.name}</bdi>
                  <span className="text-xs text-muted-foreground">{event.message}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </PopoverContent>
    </Popover>
  );
}
