import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { z } from '@fleet/shared/validation';
import { DEFAULT_API_KEY_RATE_LIMIT, MAX_API_KEY_RATE_LIMIT } from '@fleet/shared/schemas/api-keys';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/form/form-field';
import { TextField } from '@/components/form/text-field';
import { DateField } from '@/components/form/date-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { toApiDate } from '@/lib/dates';
import type { CreateApiKeyInput } from '@/features/api-keys/api/create-api-key';
import { RequiredFields } from '@/components/form/required-fields';

const formSchema = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z.array(z.string()).min(1),
  vehicle_ids: z.array(z.number().int().positive()),
  expires_on: z.string().nullable(),
  rate_limit_per_minute: z.coerce.number().int().min(1).max(MAX_API_KEY_RATE_LIMIT),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The pickers come from the route (features do not import each other). */
export type PickerSlot<T> = (props: {
  id: string;
  value: T;
  onChange: (next: T) => void;
  invalid: boolean;
}) => ReactNode;

type CreateApiKeyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  permissionsPicker: PickerSlot<string[]>;
  vehiclesPicker: PickerSlot<number[]>;
  onSubmit: (input: CreateApiKeyInput) => Promise<unknown>;
};

/** The expiry is the end of the chosen day, in the user's zone. */
function endOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 23, 59, 59).toISOString();
}

export function CreateApiKeyDialog({
  open,
  onOpenChange,
  permissionsPicker,
  vehiclesPicker,
  onSubmit,
}: CreateApiKeyDialogProps) {
  const { t } = useTranslation('settings');
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      permissions: [],
      vehicle_ids: [],
      expires_on: null,
      rate_limit_per_minute: DEFAULT_API_KEY_RATE_LIMIT,
    },
  });
  useClearServerErrorOnChange(form);
  const error = (name: keyof FormValues) => form.formState.errors[name]?.message;
  // The first day an expiry may fall on, fixed when the dialog mounts.
  const [tomorrow] = useState(() => toApiDate(new Date(Date.now() + 24 * 60 * 60 * 1000)));

  const submit = submitWithServerErrors(form, async (values) => {
    await onSubmit({
      name: values.name,
      permissions: values.permissions,
      vehicle_ids: values.vehicle_ids,
      expires_at: values.expires_on ? endOfDay(values.expires_on) : null,
      rate_limit_per_minute: values.rate_limit_per_minute,
    });
    form.reset();
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" data-testid="api-key-form">
        <DialogHeader>
          <DialogTitle>{t('api_keys.create_title')}</DialogTitle>
          <DialogDescription>{t('api_keys.create_hint')}</DialogDescription>
        </DialogHeader>
        <RequiredFields schema={formSchema} prefix="api-key">
          <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
            <TextField
              id="api-key-name"
              label={t('api_keys.fields.name')}
              placeholder={t('api_keys.placeholders.name')}
              error={error('name')}
              autoComplete="off"
              {...form.register('name')}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <Controller
                control={form.control}
                name="expires_on"
                render={({ field }) => (
                  <FormField
                    id="api-key-expires"
                    label={t('api_keys.fields.expires_at')}
                    error={error('expires_on')}
                    hint={t('api_keys.hints.expires_at')}
                  >
                    <DateField
                      id="api-key-expires"
                      value={field.value}
                      onChange={field.onChange}
                      min={tomorrow}
                      placeholder={t('api_keys.never')}
                      invalid={!!error('expires_on')}
                    />
                  </FormField>
                )}
              />
              <TextField
                id="api-key-rate"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_API_KEY_RATE_LIMIT}
                label={t('api_keys.fields.rate_limit_per_minute')}
                hint={t('api_keys.hints.rate_limit_per_minute')}
                error={error('rate_limit_per_minute')}
                {...form.register('rate_limit_per_minute')}
              />
            </div>
            <Controller
              control={form.control}
              name="vehicle_ids"
              render={({ field }) => (
                <FormField
                  id="api-key-vehicles"
                  label={t('api_keys.fields.vehicle_ids')}
                  error={error('vehicle_ids')}
                >
                  {vehiclesPicker({
                    id: 'api-key-vehicles',
                    value: field.value,
                    onChange: field.onChange,
                    invalid: !!error('vehicle_ids'),
                  })}
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="permissions"
              render={({ field }) => (
                <fieldset className="flex flex-col gap-2" aria-describedby="api-key-permissions-hint">
                  <legend className="text-sm font-semibold">{t('api_keys.fields.permissions')}</legend>
                  <p id="api-key-permissions-hint" className="text-xs text-muted-foreground">
                    {t('api_keys.hints.permissions')}
                  </p>
                  {error('permissions') && (
                    <p
                      role="alert"
                      className="text-sm font-medium text-destructive"
                      data-testid="api-key-permissions-error"
                    >
                      {t('api_keys.errors.permissions')}
                    </p>
                  )}
                  {permissionsPicker({
                    id: 'api-key-permissions',
                    value: field.value,
                    onChange: field.onChange,
                    invalid: !!error('permissions'),
                  })}
                </fieldset>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting} data-testid="api-key-submit">
                {form.formState.isSubmitting && <Loader2 className="animate-spin" />}
                {t('api_keys.create')}
              </Button>
            </DialogFooter>
          </form>
        </RequiredFields>
      </DialogContent>
    </Dialog>
  );
}
