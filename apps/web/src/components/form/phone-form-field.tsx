import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_COUNTRY_CODE } from '@fleet/shared/constants';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';

type PhoneValues = { country_code?: string | null; phone?: string | null };

type PhoneFormFieldProps<T extends FieldValues & PhoneValues, TInput> = {
  /** A form with `country_code` and `phone` fields. */
  form: UseFormReturn<T, unknown, TInput>;
  id: string;
  label: ReactNode;
  placeholder?: string;
  phoneError?: string;
  countryCodeError?: string;
};

/** The phone number and its calling code; a new code re-checks the number once the form was submitted. */
export function PhoneFormField<T extends FieldValues & PhoneValues, TInput>({
  form,
  id,
  label,
  placeholder,
  phoneError,
  countryCodeError,
}: PhoneFormFieldProps<T, TInput>) {
  // The names exist on T (PhoneValues), which TypeScript cannot see through a generic Path<T>.
  const countryCode = 'country_code' as Path<T>;
  const phone = 'phone' as Path<T>;
  return (
    <FormField id={id} label={label} error={phoneError ?? countryCodeError}>
      <Controller
        control={form.control}
        name={countryCode}
        render={({ field }) => (
          <PhoneField
            id={id}
            aria-invalid={!!phoneError || undefined}
            aria-describedby={phoneError ? `${id}-error` : undefined}
            countryCode={(field.value as string | null | undefined) ?? DEFAULT_COUNTRY_CODE}
            onCountryChange={(code) => {
              field.onChange(code);
              if (form.formState.isSubmitted) void form.trigger(phone);
            }}
            invalid={!!phoneError}
            placeholder={placeholder}
            {...form.register(phone)}
          />
        )}
      />
    </FormField>
  );
}
