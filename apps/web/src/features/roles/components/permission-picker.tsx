import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionCatalogue } from '@fleet/shared/schemas/roles';
import { MODEL_ACTIONS, PERMISSION_AREAS } from '@fleet/shared/permissions';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type CheckState = boolean | 'indeterminate';

function stateOf(names: readonly string[], selected: ReadonlySet<string>): CheckState {
  const count = names.filter((name) => selected.has(name)).length;
  if (count === 0) return false;
  return count === names.length ? true : 'indeterminate';
}

/** The shared catalogue with our own labels: used until (or if) the server's translated catalogue is missing. */
export function useLocalCatalogue(): PermissionCatalogue {
  const { t } = useTranslation('roles');
  return useMemo(
    () =>
      PERMISSION_AREAS.map(({ area, models }) => ({
        area,
        label: t(`areas.${area}`),
        models: models.map((model) => ({
          model,
          label: t(`models.${model}`),
          permissions: MODEL_ACTIONS[model].map((action) => ({
            name: `${action}_${model}`,
            action,
            label: t(`permission_actions.${action}`),
          })),
        })),
      })),
    [t],
  );
}

type PermissionPickerProps = {
  catalogue: PermissionCatalogue | undefined;
  loading: boolean;
  value: readonly string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
};

/** Permissions grouped by navbar area; per model a row of its actions; select-all per area and overall. */
export function PermissionPicker({ catalogue, loading, value, onChange, invalid }: PermissionPickerProps) {
  const { t } = useTranslation('roles');
  const selected = useMemo(() => new Set(value), [value]);
  const allNames = useMemo(
    () =>
      (catalogue ?? []).flatMap((area) =>
        area.models.flatMap((model) => model.permissions.map((p) => p.name)),
      ),
    [catalogue],
  );

  const setMany = (names: readonly string[], on: boolean) => {
    const next = new Set(selected);
    names.forEach((name) => (on ? next.add(name) : next.delete(name)));
    onChange(
      allNames.filter((name) => next.has(name)).concat([...next].filter((name) => !allNames.includes(name))),
    );
  };

  if (loading || !catalogue) {
    return (
      <div className="grid gap-3" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
    );
  }

  const overall = stateOf(allNames, selected);
  return (
    <div className="flex flex-col gap-4" data-testid="permission-picker">
      <label
        className={cn(
          'flex w-fit cursor-pointer items-center gap-2.5 rounded-md border bg-card px-3.5 py-2.5 text-sm font-bold',
          invalid && 'border-destructive',
        )}
      >
        <Checkbox
          checked={overall}
          onCheckedChange={() => setMany(allNames, overall !== true)}
          data-testid="permission-select-all"
        />
        {t('form.select_all')}
        <span className="text-xs font-medium text-muted-foreground">
          ({t('form.selected_count', { selected: value.length, total: allNames.length })})
        </span>
      </label>

      <div className="grid gap-4 xl:grid-cols-2">
        {catalogue.map((area) => {
          const areaNames = area.models.flatMap((model) => model.permissions.map((p) => p.name));
          const areaState = stateOf(areaNames, selected);
          return (
            <fieldset
              key={area.area}
              className="rounded-lg border bg-card"
              data-testid={`permission-area-${area.area}`}
            >
              <legend className="sr-only">{area.label}</legend>
              <div className="flex items-center justify-between gap-3 border-b bg-muted/40 px-4 py-3">
                <span className="font-bold">{area.label}</span>
                <label className="flex cursor-pointer items-center gap-2 text-xs font-semibold text-muted-foreground">
                  <Checkbox
                    checked={areaState}
                    onCheckedChange={() => setMany(areaNames, areaState !== true)}
                    aria-label={t('form.select_all_area', { area: area.label })}
                    data-testid={`permission-area-all-${area.area}`}
                  />
                  {t('form.select_all_short')}
                </label>
              </div>
              <div className="divide-y">
                {area.models.map((model) => (
                  <div
                    key={model.model}
                    className="flex flex-col gap-2.5 px-4 py-3 sm:flex-row sm:items-center"
                  >
                    <span className="w-28 shrink-0 text-sm font-semibold text-muted-foreground">
                      {model.label}
                    </span>
                    <div className="flex flex-wrap gap-x-5 gap-y-2">
                      {model.permissions.map((permission) => (
                        <label
                          key={permission.name}
                          className="flex cursor-pointer items-center gap-2 text-sm"
                        >
                          <Checkbox
                            checked={selected.has(permission.name)}
                            onCheckedChange={(checked) => setMany([permission.name], checked === true)}
                            aria-label={`${model.label}: ${permission.label}`}
                            data-testid={`permission-${permission.name}`}
                            value={permission.name}
                          />
                          {permission.label}
                        </label>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
