import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DayPicker, type DateRange } from 'react-day-picker';
import { format } from 'date-fns';
import { dateLocale, fromApiDate, toApiDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export type DateRangeValue = { start_date: string | null; end_date: string | null };

type DateRangeFilterProps = {
  startDate: string | undefined;
  endDate: string | undefined;
  onChange: (range: DateRangeValue) => void;
};

/**
 * Date range in a popover. Save sets both dates, only when both are chosen;
 * cancel and clear set both to null (spec section 4).
 */
export function DateRangeFilter({ startDate, endDate, onChange }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const locale = dateLocale(i18n.language);
  const applied = startDate && endDate;

  const openWith = (next: boolean) => {
    if (next) setDraft({ from: fromApiDate(startDate), to: fromApiDate(endDate) });
    setOpen(next);
  };
  const reset = () => {
    setDraft(undefined);
    setOpen(false);
    onChange({ start_date: null, end_date: null });
  };
  const save = () => {
    if (!draft?.from || !draft.to) return;
    onChange({ start_date: toApiDate(draft.from), end_date: toApiDate(draft.to) });
    setOpen(false);
  };
  const label = applied
    ? `${format(fromApiDate(startDate)!, 'd MMM yyyy', { locale })} – ${format(fromApiDate(endDate)!, 'd MMM yyyy', { locale })}`
    : t('filters.date_range');

  return (
    <Popover open={open} onOpenChange={openWith}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className={cn('h-[50px] justify-start font-medium', !applied && 'text-muted-foreground')}
          data-testid="date-range-trigger"
        >
          <CalendarDays />
          <span className="truncate">{label}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-3" data-testid="date-range-popover">
        <DayPicker
          mode="range"
          selected={draft}
          onSelect={setDraft}
          locale={locale}
          dir={i18n.dir()}
          numberOfMonths={1}
          defaultMonth={draft?.from}
          classNames={dayPickerClassNames}
        />
        <div className="mt-3 flex items-center justify-between gap-2 border-t pt-3">
          <Button variant="ghost" size="sm" onClick={reset} data-testid="date-range-clear">
            {t('actions.clear')}
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={reset} data-testid="date-range-cancel">
              {t('actions.cancel')}
            </Button>
            <Button
              size="sm"
              onClick={save}
              disabled={!draft?.from || !draft.to}
              data-testid="date-range-save"
            >
              {t('actions.save')}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

export const dayPickerClassNames = {
  root: 'relative text-sm',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center justify-center font-bold',
  nav: 'absolute inset-x-0 top-0 flex h-9 items-center justify-between',
  button_previous: 'grid size-8 place-content-center rounded-md hover:bg-accent disabled:opacity-40',
  button_next: 'grid size-8 place-content-center rounded-md hover:bg-accent disabled:opacity-40',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: 'flex',
  weekday: 'w-10 text-[11px] font-semibold text-muted-foreground',
  week: 'mt-1 flex',
  day: 'size-10 p-0 text-center',
  day_button:
    'size-9 rounded-md hover:bg-accent outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
  today: 'font-bold text-primary',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground',
  range_middle: '[&>button]:!bg-primary-soft [&>button]:!text-foreground',
  outside: 'text-muted-foreground/50',
  disabled: 'opacity-40',
};
