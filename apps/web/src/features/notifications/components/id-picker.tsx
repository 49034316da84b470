import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OptionsQuery } from '@fleet/shared/common';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';

export type Named = { id: number; label: string };

/** Labels of options seen, so a chosen item keeps its name. */
const seen = new Map<string, string>();

type IdPickerProps = {
  id: string;
  kind: string;
  label: string;
  hint?: string;
  value: Named[];
  useOptions: OptionsSource;
  error?: string;
  onChange: (value: Named[]) => void;
};

/** Chosen items as removable chips, more added with a searchable select. */
export function IdPicker({ id, kind, label, hint, value, useOptions, error, onChange }: IdPickerProps) {
  const { t } = useTranslation('notifications');
  const useRemembered: OptionsSource = (query: OptionsQuery) => {
    const options = useOptions(query);
    for (const option of options.data ?? []) seen.set(`${kind}:${option.value}`, option.label);
    return options;
  };
  return (
    <div className="flex flex-col gap-2" data-testid={`rule-${kind}`}>
      <span className="text-sm font-semibold" id={`${id}-label`}>
        {label}
      </span>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-labelledby={`${id}-label`}>
          {value.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold"
            >
              {item.label}
              <button
                type="button"
                className="rounded-full outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
                aria-label={t('form.remove', { name: item.label })}
                onClick={() => onChange(value.filter((other) => other.id !== item.id))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <RemoteSelect
        useOptions={useRemembered}
        value=""
        placeholder={t('form.add_item')}
        aria-label={`${label}: ${t('form.add_item')}`}
        onChange={(next) => {
          const numeric = Number(next);
          if (!numeric || value.some((item) => item.id === numeric)) return;
          onChange([...value, { id: numeric, label: seen.get(`${kind}:${numeric}`) ?? `#${numeric}` }]);
        }}
        data-testid={`rule-${kind}-select`}
      />
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
