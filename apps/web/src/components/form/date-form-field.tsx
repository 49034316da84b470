import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { DateField } from '@/components/form/date-field';
import { FormField } from '@/components/form/form-field';

type DateFormFieldProps<T extends FieldValues, TName extends FieldPath<T>, TInput> = {
  control: Control<T, unknown, TInput>;
  name: TName;
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  /** Days before this date (`yyyy-MM-dd`) cannot be picked. */
  min?: string | null;
  /** The picked date (null when cleared) as the field's value. */
  parse: (value: string | null) => FieldPathValue<T, TName>;
  /** Called after each change, once the field holds the new value. */
  onPicked?: () => void;
};

/** A labelled date picker bound to one form field. */
export function DateFormField<T extends FieldValues, TName extends FieldPath<T>, TInput>({
  control,
  name,
  id,
  label,
  error,
  hint,
  placeholder,
  min,
  parse,
  onPicked,
}: DateFormFieldProps<T, TName, TInput>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateField
            id={id}
            value={field.value as string | null | undefined}
            onChange={(value) => {
              field.onChange(parse(value));
              onPicked?.();
            }}
            placeholder={placeholder}
            invalid={!!error}
            min={min}
          />
        )}
      />
    </FormField>
  );
}
