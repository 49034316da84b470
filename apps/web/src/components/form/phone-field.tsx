import { useMemo, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, Search } from 'lucide-react';
import { DEFAULT_COUNTRY_CODE } from '@fleet/shared/constants';
import { cn } from '@/lib/cn';
import { useCountries } from '@/lib/use-countries';
import { Input } from '@/components/ui/input';
import { focusOptions, OptionList } from '@/components/ui/option-list';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

type PhoneFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  countryCode: string;
  onCountryChange: (code: string) => void;
  invalid?: boolean;
};

/**
 * A calling-code select with flags (default +966, "Saudi number") and a numeric national number.
 * Phone numbers read left to right in both languages, so the pair keeps that order.
 */
export function PhoneField({
  countryCode,
  onCountryChange,
  invalid,
  id,
  className,
  ...input
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const selected = countries.data?.find((country) => country.code === countryCode);
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = countries.data ?? [];
    return needle
      ? list.filter((country) => country.name.toLowerCase().includes(needle) || country.code.includes(needle))
      : list;
  }, [countries.data, search]);

  return (
    <div className="flex flex-col gap-1">
      <div dir="ltr" className="flex gap-2">
        <Popover
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setSearch('');
          }}
        >
          <PopoverTrigger asChild>
            <button
              type="button"
              className={cn(
                'flex h-[50px] shrink-0 items-center gap-2 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none',
                'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
              )}
              data-testid={`${id}-country`}
              data-value={countryCode}
            >
              {/* Named "country code +966": the visible code is part of the name (WCAG 2.5.3). */}
              <span className="sr-only">{t('phone.country_code')}</span>
              {selected && <img src={selected.image} alt="" className="h-4 w-6 rounded-xs object-cover" />}
              <span className="font-mono">{countryCode}</span>
              <ChevronDown className="size-4 text-muted-foreground" />
            </button>
          </PopoverTrigger>
          <PopoverContent align="start" className="w-72 p-0">
            <div className="flex items-center gap-2 border-b px-3">
              <Search className="size-4 text-muted-foreground" />
              <input
                autoFocus
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  focusOptions(list.current);
                }}
                placeholder={t('phone.search_country')}
                aria-label={t('phone.search_country')}
                className="h-10 w-full bg-transparent text-sm outline-none"
              />
            </div>
            <OptionList
              ref={list}
              aria-label={t('phone.country_code')}
              data-testid={`${id}-countries`}
              className="max-h-64"
              items={filtered}
              keyOf={(country) => country.iso}
              isSelected={(country) => country.code === countryCode}
              optionTestId={(country) => `country-option-${country.iso}`}
              onChoose={(country) => {
                onCountryChange(country.code);
                setOpen(false);
              }}
              empty={
                <p className="px-3 py-6 text-center text-sm text-muted-foreground">
                  {t('select.no_options')}
                </p>
              }
            >
              {(country, selected) => (
                <>
                  <img src={country.image} alt="" className="h-4 w-6 shrink-0 rounded-xs object-cover" />
                  <span className="flex-1 truncate" dir="auto">
                    {country.name}
                  </span>
                  <span className="font-mono text-xs text-muted-foreground">{country.code}</span>
                  {selected && <Check className="size-4 text-primary" aria-hidden />}
                </>
              )}
            </OptionList>
          </PopoverContent>
        </Popover>
        <Input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={invalid || undefined}
          className={cn('min-w-0 flex-1 font-mono', className)}
          {...input}
        />
      </div>
      {countryCode === DEFAULT_COUNTRY_CODE && (
        <span className="text-xs text-muted-foreground">{t('phone.saudi_number')}</span>
      )}
    </div>
  );
}
