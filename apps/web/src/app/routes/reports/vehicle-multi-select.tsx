import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';

type Props = {
  /** Selected vehicle ids; empty: all vehicles. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/** Vehicles to report on: searchable, several at once, or all (none chosen). */
export function VehicleMultiSelect({ value, onChange }: Props) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});
  const options = useVehicleOptions({ name: search || undefined });
  const listId = useId();
  const toggle = (id: number, label: string) => {
    setNames((current) => ({ ...current, [id]: label }));
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  };
  const label =
    value.length === 0
      ? t('filters.all_vehicles')
      : value.length === 1
        ? (names[value[0]!] ?? t('filters.vehicles_count', { count: 1 }))
        : t('filters.vehicles_count', { count: value.length });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="h-[50px] min-w-52 justify-between"
          aria-label={`${t('filters.vehicles')}: ${label}`}
          data-testid="reports-vehicles"
        >
          <span className="flex items-center gap-2">
            <Truck aria-hidden />
            {label}
          </span>
          <ChevronDown aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-2" align="start">
        <Input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('filters.search_vehicles')}
          aria-label={t('filters.search_vehicles')}
          aria-controls={listId}
          className="mb-2"
          data-testid="reports-vehicles-search"
        />
        <ul id={listId} className="max-h-64 overflow-auto" aria-label={t('filters.vehicles')}>
          <li>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-muted">
              <Checkbox checked={value.length === 0} onCheckedChange={() => onChange([])} />
              {t('filters.all_vehicles')}
            </label>
          </li>
          {(options.data ?? []).map((option) => {
            const id = Number(option.value);
            return (
              <li key={id}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-muted">
                  <Checkbox checked={value.includes(id)} onCheckedChange={() => toggle(id, option.label)} />
                  {option.label}
                </label>
              </li>
            );
          })}
          {options.data?.length === 0 && (
            <li className="px-2 py-1.5 text-muted-foreground">{t('filters.no_vehicles')}</li>
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
