import { cn } from '@/lib/cn';

const SELECTED_TONE = {
  ok: 'border-emerald-600 bg-emerald-600 text-white',
  warn: 'border-amber-500 bg-amber-500 text-white',
  danger: 'border-destructive bg-destructive text-white',
  default: 'border-primary bg-primary text-primary-foreground',
} as const;

export type Choice<T extends string> = { value: T; label: string; tone?: keyof typeof SELECTED_TONE };

/** A row of large touch targets, one of which is chosen (a radio group for assistive technology). */
export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  disabled,
  testId,
  className,
}: {
  label: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  testId: string;
  className?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('flex gap-2', className)}
      data-testid={testId}
      data-value={value ?? ''}
    >
      {choices.map((choice) => {
        const selected = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={disabled}
            onClick={() => onChange(choice.value)}
            className={cn(
              'min-h-11 flex-1 rounded-md border px-2 text-sm font-semibold transition-colors outline-none',
              'focus-visible:ring-3 focus-visible:ring-ring/40 disabled:opacity-60',
              selected ? SELECTED_TONE[choice.tone ?? 'default'] : 'border-input bg-card hover:bg-accent',
            )}
            data-testid={`${testId}-${choice.value}`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
