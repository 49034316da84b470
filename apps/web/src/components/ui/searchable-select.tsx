import { useId, useMemo, useRef, useState } from 'react';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@fleet/shared/common';
import { cn } from '@/lib/cn';
import { focusOptions, OptionList } from '@/components/ui/option-list';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

const NO_OPTIONS: readonly SelectOption[] = [];

type SearchableSelectProps = {
  options: readonly SelectOption[];
  /** Fixed options ("any", "none") listed before the others, left out of a search's results. */
  pinned?: readonly SelectOption[];
  value: SelectOption['value'] | null | undefined;
  onChange: (value: SelectOption['value']) => void;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  /** The options are searched elsewhere (on the server): each typed search is reported, none filtered here. */
  onSearchChange?: (search: string) => void;
  /** A search is on its way: shown instead of "No options found". */
  loading?: boolean;
};

/** A select with a search box; 50px high like every input. Shows "No options found" when nothing matches. */
export function SearchableSelect({
  options,
  pinned = NO_OPTIONS,
  value,
  onChange,
  placeholder,
  invalid,
  disabled,
  id,
  onSearchChange,
  loading = false,
  ...rest
}: SearchableSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const selected = [...pinned, ...options].find((option) => String(option.value) === String(value));
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return [...pinned, ...options];
    if (onSearchChange) return options;
    return options.filter((option) => option.label.toLowerCase().includes(needle));
  }, [pinned, options, search, onSearchChange]);
  const searchFor = (next: string) => {
    setSearch(next);
    onSearchChange?.(next);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) searchFor('');
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          aria-label={rest['aria-label']}
          data-testid={rest['data-testid']}
          className={cn(
            'flex h-[50px] w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3.5 text-sm shadow-xs outline-none',
            'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive disabled:opacity-60',
          )}
        >
          <span className={cn('truncate text-start', !selected && 'text-muted-foreground')}>
            {selected?.label ?? placeholder ?? t('select.placeholder')}
          </span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0">
        <div className="flex items-center gap-2 border-b px-3">
          <Search className="size-4 text-muted-foreground" />
          <input
            autoFocus
            value={search}
            onChange={(event) => searchFor(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              focusOptions(list.current);
            }}
            placeholder={t('select.search')}
            aria-label={t('select.search')}
            className="h-10 w-full bg-transparent text-sm outline-none"
          />
        </div>
        <OptionList
          ref={list}
          id={listId}
          aria-label={rest['aria-label']}
          items={filtered}
          keyOf={(option) => String(option.value)}
          isSelected={(option) => String(option.value) === String(value)}
          onChoose={(option) => {
            onChange(option.value);
            setOpen(false);
            searchFor('');
          }}
          empty={
            <p
              className="px-3 py-6 text-center text-sm text-muted-foreground"
              data-testid="select-no-options"
            >
              {loading ? t('select.loading') : t('select.no_options')}
            </p>
          }
        >
          {(option, isSelected) => (
            <>
              <span className="flex-1 truncate">{option.label}</span>
              {isSelected && <Check className="size-4 text-primary" aria-hidden />}
            </>
          )}
        </OptionList>
      </PopoverContent>
    </Popover>
  );
}
