import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiRequestError } from '@/lib/api-error';

export const SERVER_ERROR_TYPE = 'server';

/** Puts the server's per-field errors (422 / 409) on the form fields; returns whether any was set. */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
): boolean {
  if (!isApiRequestError(error)) return false;
  const entries = Object.entries(error.fieldErrors);
  entries.forEach(([field, messages], index) => {
    // "permissions.3" errors belong to the permissions field as a whole.
    const name = (field.split('.')[0] ?? field) as Path<T>;
    form.setError(name, { type: SERVER_ERROR_TYPE, message: messages[0] }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}

/** A field's server error goes away as soon as the user edits that field. */
export function useClearServerErrorOnChange<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const root = name.split('.')[0] as Path<T>;
      const fieldError = form.getFieldState(root).error;
      if (fieldError?.type === SERVER_ERROR_TYPE) form.clearErrors(root);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/**
 * The form's submit handler: clears the old errors, calls `onSubmit` with the validated input and puts the
 * server's field errors on the fields when it fails.
 */
export function submitWithServerErrors<T extends FieldValues, TInput>(
  form: UseFormReturn<T, unknown, TInput>,
  onSubmit: (input: TInput) => Promise<unknown>,
) {
  return form.handleSubmit(async (input) => {
    form.clearErrors();
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
}
