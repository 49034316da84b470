import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '@/components/form/form-field';
import { ImageField } from '@/components/form/image-field';

type ImageFormFieldProps = Omit<ComponentProps<typeof ImageField>, 'invalid'> & {
  label: ReactNode;
  error?: string;
};

/** One labelled image field with its error. */
export function ImageFormField({ label, error, ...field }: ImageFormFieldProps) {
  return (
    <FormField id={field.id} label={label} error={error}>
      <ImageField {...field} invalid={!!error} />
    </FormField>
  );
}
