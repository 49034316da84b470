import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { roleInputSchema, type PermissionCatalogue, type RoleInput } from '@fleet/shared/schemas/roles';
import type { z } from '@fleet/shared/validation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { translateMessage } from '@/lib/i18n';
import { PermissionPicker } from '@/features/roles/components/permission-picker';
import { RequiredFields } from '@/components/form/required-fields';

type RoleFormValues = z.input<typeof roleInputSchema>;

type RoleFormProps = {
  mode: 'add' | 'edit';
  defaultValues?: RoleFormValues;
  catalogue: PermissionCatalogue | undefined;
  catalogueLoading: boolean;
  pending: boolean;
  onSubmit: (input: RoleInput) => Promise<unknown>;
  onCancel: () => void;
};

/** One form for add and edit, validated with the shared schema; server field errors land on the fields. */
export function RoleForm({
  mode,
  defaultValues,
  catalogue,
  catalogueLoading,
  pending,
  onSubmit,
  onCancel,
}: RoleFormProps) {
  const { t } = useTranslation('roles');
  const form = useForm<RoleFormValues, unknown, RoleInput>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: defaultValues ?? { name: '', permissions: [] },
  });
  useClearServerErrorOnChange(form);

  useEffect(() => {
    if (defaultValues) form.reset(defaultValues);
  }, [defaultValues, form]);

  const submit = submitWithServerErrors(form, onSubmit);

  const { errors } = form.formState;
  return (
    <RequiredFields schema={roleInputSchema} prefix="role">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="role-form">
        {mode === 'edit' && (
          <div
            role="note"
            className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning-soft px-4 py-3 text-sm"
            data-testid="role-edit-warning"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" />
            <p>{t('form.edit_warning')}</p>
          </div>
        )}
        <Card>
          <CardHeader>
            <CardTitle>{t('form.details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="max-w-md">
              <FormField id="role-name" label={t('form.name')} error={errors.name?.message}>
                <Input
                  id="role-name"
                  autoComplete="off"
                  placeholder={t('form.name_placeholder')}
                  aria-invalid={!!errors.name || undefined}
                  aria-describedby={errors.name ? 'role-name-error' : undefined}
                  data-testid="role-name-input"
                  {...form.register('name')}
                />
              </FormField>
              <label className="mt-4 flex items-start gap-2.5 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  data-testid="role-two-factor-required"
                  {...form.register('two_factor_required')}
                />
                <span>
                  <span className="font-semibold">{t('form.two_factor_required')}</span>
                  <span className="block text-muted-foreground">{t('form.two_factor_required_hint')}</span>
                </span>
              </label>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('form.permissions')}</CardTitle>
            <p className="text-sm text-muted-foreground">{t('form.permissions_hint')}</p>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {errors.permissions?.message && (
              <p
                role="alert"
                className="text-sm font-medium text-destructive"
                data-testid="role-permissions-error"
              >
                {translateMessage(errors.permissions.message)}
              </p>
            )}
            <Controller
              control={form.control}
              name="permissions"
              render={({ field }) => (
                <PermissionPicker
                  catalogue={catalogue}
                  loading={catalogueLoading}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  invalid={!!errors.permissions}
                />
              )}
            />
          </CardContent>
        </Card>
        <div className="sticky bottom-0 -mx-1 flex justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
          <Button variant="outline" className="h-[50px] px-6" onClick={onCancel} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" className="h-[50px] px-8" disabled={pending} data-testid="role-submit">
            {pending && <Loader2 className="animate-spin" />}
            {mode === 'add' ? t('form.create') : t('form.update')}
          </Button>
        </div>
      </form>
    </RequiredFields>
  );
}
