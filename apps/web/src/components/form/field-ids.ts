/**
 * A form's field ids (`<prefix>-<name>`, dots and underscores as dashes) and the aria attributes that tie each
 * control to its error message (`<id>-error`, rendered by FormField).
 */
export function fieldIds<TName extends string>(prefix: string, error: (name: TName) => string | undefined) {
  const fieldId = (name: string) => `${prefix}-${name.replace(/[._]/g, '-')}`;
  const a11y = (name: TName) => ({
    id: fieldId(name),
    'aria-invalid': !!error(name) || undefined,
    'aria-describedby': error(name) ? `${fieldId(name)}-error` : undefined,
  });
  return { fieldId, a11y };
}
