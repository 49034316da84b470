import type { ComponentProps } from 'react';
import { VIN_LENGTH } from '@fleet/shared/constants';
import { cn } from '@/lib/cn';
import { Input } from '@/components/ui/input';

type VinInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/** VIN: upper-cased as typed, spaces dropped, at most 17 characters, with a live "n/17" counter. */
export function VinInput({ value, onChange, className, ...props }: VinInputProps) {
  const text = value ?? '';
  const complete = text.length === VIN_LENGTH;
  return (
    // A VIN reads left to right in both languages; the counter sits at its end (the right).
    <div className="relative" dir="ltr">
      <Input
        autoComplete="off"
        spellCheck={false}
        maxLength={VIN_LENGTH}
        value={text}
        onChange={(event) =>
          onChange(event.target.value.replace(/\s+/g, '').toUpperCase().slice(0, VIN_LENGTH))
        }
        className={cn(
          'pe-16 font-mono tracking-wider placeholder:font-sans placeholder:tracking-normal',
          className,
        )}
        {...props}
      />
      <span
        className={cn(
          'pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-xs font-semibold tabular-nums',
          complete ? 'text-primary' : 'text-muted-foreground',
        )}
        aria-live="polite"
        data-testid="vin-counter"
      >
        {text.length}/{VIN_LENGTH}
      </span>
    </div>
  );
}
