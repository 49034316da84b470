import { useState } from 'react';
import { CalendarDays, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from 'react-day-picker';
import { format } from 'date-fns';
import { cn } from '@/lib/cn';
import { dateLocale, fromApiDate, toApiDate } from '@/lib/dates';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { dayPickerClassNames } from '@/components/data-table/date-range-filter';

type DateFieldProps = {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  placeholder?: string;
  invalid?: boolean;
  /** Days before this date (`yyyy-MM-dd`) cannot be picked. */
  min?: string | null;
  'data-testid'?: string;
};

/** One date (`yyyy-MM-dd`) in a popover calendar, in the user's language and direction. */
export function DateField({ id, value, onChange, placeholder, invalid, min, ...rest }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const locale = dateLocale(i18n.language);
  const selected = fromApiDate(value);
  const minDate = fromApiDate(min);
  const testId = rest['data-testid'] ?? id;
  return (
    <div className="relative">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            id={id}
            // A value picked in a calendar popup: a combobox (it can then be marked required, which a
            // button cannot), read as its label and the date it shows.
            role="combobox"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className={cn(
              'flex h-[50px] w-full items-center gap-2 rounded-md border border-input bg-card px-3.5 pe-10 text-start text-sm shadow-xs outline-none',
              'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive',
              !selected && 'text-muted-foreground',
            )}
            data-testid={`${testId}-trigger`}
            data-value={value ?? ''}
          >
            <CalendarDays className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">
              {selected ? format(selected, 'd MMMM yyyy', { locale }) : (placeholder ?? '')}
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-3" data-testid={`${testId}-popover`}>
          <DayPicker
            mode="single"
            // Opened by keys or by pointer, the calendar takes the focus on the chosen day (else today):
            // arrows move by day and week (mirrored in Arabic), Page Up/Down by month, Enter picks.
            autoFocus
            selected={selected}
            onSelect={(date) => {
              onChange(date ? toApiDate(date) : null);
              setOpen(false);
            }}
            locale={locale}
            dir={i18n.dir()}
            defaultMonth={selected ?? minDate}
            disabled={minDate ? { before: minDate } : undefined}
            captionLayout="dropdown"
            startMonth={new Date(2000, 0)}
            endMonth={new Date(new Date().getFullYear() + 15, 11)}
            classNames={classNames}
          />
        </PopoverContent>
      </Popover>
      {selected && (
        <button
          type="button"
          className="absolute end-2 top-1/2 grid size-7 -translate-y-1/2 place-content-center rounded-sm text-muted-foreground hover:bg-accent"
          aria-label={t('actions.clear')}
          onClick={() => onChange(null)}
          data-testid={`${testId}-clear`}
        >
          <X className="size-4" />
        </button>
      )}
    </div>
  );
}

/** The range filter's look, with month and year dropdowns in the caption (registration dates run years ahead). */
const classNames = {
  ...dayPickerClassNames,
  month_caption: 'flex h-9 items-center justify-center px-9',
  dropdowns: 'flex items-center gap-1.5',
  dropdown_root: 'relative inline-flex items-center rounded-md border border-input px-2 py-1 hover:bg-accent',
  dropdown: 'absolute inset-0 z-10 w-full cursor-pointer opacity-0',
  caption_label: 'flex items-center gap-1 text-sm font-bold [&>svg]:size-3.5 [&>svg]:fill-current',
};
