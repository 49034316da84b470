import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { Label } from '@/components/ui/label';

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** Label, control, and the field's error (zod message keys translated; server messages shown as sent). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-destructive"
          data-testid={`${id}-error`}
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
