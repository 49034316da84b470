import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { Label } from '@/components/ui/label';
import { useRequired } from '@/components/form/required-fields';

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** A required field (default: what the form's `RequiredFields` schema says). */
  required?: boolean;
  children: ReactNode;
};

/** Controls whose role takes `aria-required` (a plain button does not: ARIA forbids it there). */
const TAKES_REQUIRED =
  'input:not([type="button"]):not([type="submit"]), select, textarea, [role="combobox"], [role="listbox"], [role="radiogroup"], [role="textbox"], [role="spinbutton"]';

/** The visible mark of a required field; the control itself says "required" to assistive technology. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-destructive" data-required-marker>
      *
    </span>
  );
}

/**
 * Label, control, and the field's error (zod message keys translated; server messages shown as sent).
 * A required field shows a marker beside its label and its control (whatever it is: an input, a native
 * select, a searchable select or a date picker's button, found by the field's id) gets `aria-required`.
 */
export function FormField({ id, label, error, hint, required, children }: FormFieldProps) {
  useTranslation();
  const isRequired = useRequired(id, required);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const control = box.current?.querySelector(`#${CSS.escape(id)}`);
    if (!control?.matches(TAKES_REQUIRED)) return;
    if (isRequired) control.setAttribute('aria-required', 'true');
    else control.removeAttribute('aria-required');
  });
  return (
    <div ref={box} className="flex min-w-0 flex-col gap-2">
      {/* The marker stays outside the label: the label's text is the field's name, nothing more. */}
      <div className="flex items-baseline text-sm leading-none">
        <Label htmlFor={id}>{label}</Label>
        {isRequired && <RequiredMarker />}
      </div>
      {children}
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-destructive"
          data-testid={`${id}-error`}
          data-message={error}
        >
          {translateMessage(error)}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
