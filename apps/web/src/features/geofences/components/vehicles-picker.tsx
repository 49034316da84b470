import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { OptionsQuery, SelectOption } from '@fleet/shared/common';
import { cn } from '@/lib/cn';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';

type Chosen = { id: number; label: string };

/** Labels of the vehicle options seen so far, so a chosen vehicle keeps its name in the list. */
const seenLabels = new Map<number, string>();

/** The source, noting each option's label as it passes. */
function remembering(useOptions: OptionsSource): OptionsSource {
  return function useRememberedOptions(query: OptionsQuery) {
    const options = useOptions(query);
    for (const option of options.data ?? []) seenLabels.set(Number(option.value), option.label);
    return options;
  };
}

type VehiclesPickerProps = {
  id: string;
  value: number[];
  /** Names of the vehicles already chosen (the saved geofence's `vehicles`). */
  known: readonly Chosen[];
  invalid?: boolean;
  /** The vehicles' options (`useVehicleOptions`). */
  useOptions: OptionsSource;
  onChange: (ids: number[]) => void;
};

/** All vehicles, or the chosen ones (added with the searchable select, removed from the list). */
export function VehiclesPicker({ id, value, known, invalid, useOptions, onChange }: VehiclesPickerProps) {
  const { t } = useTranslation('geofences');
  const useVehicleOptions = useMemo(() => remembering(useOptions), [useOptions]);
  const [some, setSome] = useState(value.length > 0);
  const labelOf = (vehicleId: number) =>
    seenLabels.get(vehicleId) ?? known.find((vehicle) => vehicle.id === vehicleId)?.label ?? `#${vehicleId}`;
  const choice = (all: boolean) => (
    <label
      className={cn(
        'flex h-[50px] flex-1 cursor-pointer items-center gap-2 rounded-md border px-3.5 text-sm font-semibold',
        'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
        all !== some ? 'border-primary bg-primary-soft' : 'bg-card',
      )}
    >
      <input
        type="radio"
        name={`${id}-scope`}
        className="accent-primary"
        checked={all !== some}
        onChange={() => {
          setSome(!all);
          if (all) onChange([]);
        }}
        data-testid={all ? 'geofence-vehicles-all' : 'geofence-vehicles-some'}
      />
      {all ? t('vehicles.all') : t('vehicles.some')}
    </label>
  );

  return (
    <div className="flex flex-col gap-3" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap gap-2">
        {choice(true)}
        {choice(false)}
      </div>
      {some && (
        <>
          <RemoteSelect
            id={id}
            useOptions={useVehicleOptions}
            value={null}
            onChange={(picked: SelectOption['value']) => {
              const vehicleId = Number(picked);
              if (!value.includes(vehicleId)) onChange([...value, vehicleId]);
            }}
            placeholder={t('vehicles.add_placeholder')}
            invalid={invalid}
            aria-label={t('vehicles.add_placeholder')}
            data-testid="geofence-vehicle-select"
          />
          {value.length > 0 ? (
            <ul className="flex flex-wrap gap-2" data-testid="geofence-chosen-vehicles">
              {value.map((vehicleId) => (
                <li
                  key={vehicleId}
                  className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-1 ps-3 pe-1 text-sm"
                >
                  <bdi>{labelOf(vehicleId)}</bdi>
                  <button
                    type="button"
                    className="grid size-6 place-content-center rounded-full outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40"
                    aria-label={t('vehicles.remove', { name: labelOf(vehicleId) })}
                    onClick={() => onChange(value.filter((other) => other !== vehicleId))}
                  >
                    <X className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-muted-foreground">{t('vehicles.none_chosen')}</p>
          )}
        </>
      )}
    </div>
  );
}
