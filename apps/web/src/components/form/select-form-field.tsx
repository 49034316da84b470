import type { ComponentProps, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import type { SelectOption } from '@fleet/shared/common';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { FormField } from '@/components/form/form-field';

type SelectFormFieldProps<T extends FieldValues, TName extends FieldPath<T>, TInput> = Omit<
  ComponentProps<typeof SearchableSelect>,
  'id' | 'value' | 'onChange' | 'invalid'
> & {
  control: Control<T, unknown, TInput>;
  name: TName;
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The picked option's value as the field's value. */
  parse: (value: SelectOption['value']) => FieldPathValue<T, TName>;
  /** The option shown for the field's value (default: the value itself). */
  format?: (value: FieldPathValue<T, TName>) => SelectOption['value'] | null | undefined;
  /** Called after each pick, once the field holds the new value. */
  onPicked?: () => void;
};

/** A labelled searchable select bound to one form field. */
export function SelectFormField<T extends FieldValues, TName extends FieldPath<T>, TInput>({
  control,
  name,
  id,
  label,
  error,
  hint,
  parse,
  format = (value) => value as SelectOption['value'] | null | undefined,
  onPicked,
  ...select
}: SelectFormFieldProps<T, TName, TInput>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SearchableSelect
            {...select}
            id={id}
            value={format(field.value)}
            onChange={(value) => {
              field.onChange(parse(value));
              onPicked?.();
            }}
            invalid={!!error}
          />
        )}
      />
    </FormField>
  );
}
