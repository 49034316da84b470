import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input whose aria attributes point at its error. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        {...input}
        id={id}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
    </FormField>
  );
}

type TextFieldOptions = Pick<ComponentProps<'input'>, 'type' | 'dir' | 'inputMode'> & { hint?: string };

/**
 * The text fields of a form whose keys follow its fields: label `fields.<name>` and placeholder
 * `placeholders.<name>` in the form's namespace. A `password` field is never autofilled; the others do not
 * autocomplete.
 */
export function textFields<T extends FieldValues, TName extends Path<T> = Path<T>>({
  t,
  register,
  fieldId,
  error,
}: {
  t: (key: string) => string;
  register: UseFormRegister<T>;
  fieldId: (name: TName) => string;
  error: (name: TName) => string | undefined;
}) {
  return (name: TName, { type = 'text', hint, ...input }: TextFieldOptions = {}) => (
    <TextField
      id={fieldId(name)}
      label={t(`fields.${name}`)}
      error={error(name)}
      hint={hint}
      type={type}
      {...input}
      autoComplete={name === 'password' ? 'new-password' : 'off'}
      placeholder={t(`placeholders.${name}`)}
      {...register(name)}
    />
  );
}
