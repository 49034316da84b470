import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2, Wrench } from 'lucide-react';
import { INSPECTION_AREA_LABELS, inspectionItemLabel } from '@fleet/shared/inspection-items';
import {
  MAX_FIX_IMAGES,
  fixExaminationSchema,
  type Examination,
  type FixExaminationInput,
} from '@fleet/shared/schemas/examinations';
import { cn } from '@/lib/cn';
import { isLanguage, translateMessage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { MediaUploadField } from '@/components/media/media-upload-field';
import { FixStatusBadge, FlaggedBadge, SeverityBadge } from '@/features/examinations/components/badges';
import { damagedParts } from '@/features/examinations/components/malfunction-log';
import { RequiredFields } from '@/components/form/required-fields';

/** The error of a field whose control is not a labelled input (a list of checkboxes, one checkbox). */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={`${id}-error`}
      role="alert"
      className="text-sm font-medium text-destructive"
      data-testid={`${id}-error`}
    >
      {translateMessage(message)}
    </p>
  );
}

/** The checkbox starts unticked; the schema accepts only `true`. */
type FixFormValues = Omit<FixExaminationInput, 'acknowledgement'> & { acknowledgement: boolean };

type FixFormProps = {
  examination: Examination;
  pending: boolean;
  onSubmit: (input: FixExaminationInput) => Promise<unknown>;
  onCancel: () => void;
};

/** Choose the repaired parts, say what was done and by whom, acknowledge: the fix page's form. */
export function FixForm({ examination, pending, onSubmit, onCancel }: FixFormProps) {
  const { t, i18n } = useTranslation('examinations');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const [uploading, setUploading] = useState(false);
  const damaged = damagedParts(examination.parts);
  const open = damaged.filter((part) => part.fix_status !== 'fixed');
  const form = useForm<FixFormValues, unknown, FixExaminationInput>({
    resolver: zodResolver(fixExaminationSchema) as never,
    defaultValues: { part_ids: [], fix_notes: '', fixed_by: '', images: [], acknowledgement: false },
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'part_ids' });

  const submit = submitWithServerErrors(form, onSubmit);
  const a11y = (name: keyof FixFormValues, id: string) => ({
    id,
    'aria-invalid': !!errors[name] || undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  });
  const setChosen = (ids: number[]) =>
    form.setValue('part_ids', ids, { shouldValidate: form.formState.isSubmitted });

  if (open.length === 0) {
    return (
      <Card>
        <CardContent
          className="py-8 text-center text-sm text-muted-foreground"
          data-testid="fix-nothing-open"
        >
          {t('fix.nothing_open')}
        </CardContent>
      </Card>
    );
  }

  return (
    <RequiredFields schema={fixExaminationSchema} prefix="fix">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="fix-form">
        <Card>
          <CardHeader>
            <CardTitle>{t('fix.parts')}</CardTitle>
            <p className="text-sm text-muted-foreground">{t('fix.parts_hint')}</p>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <label className="flex items-center gap-3 text-sm font-semibold">
              <Checkbox
                checked={chosen.length === open.length ? true : chosen.length > 0 ? 'indeterminate' : false}
                onCheckedChange={(checked) => setChosen(checked === true ? open.map((part) => part.id) : [])}
                data-testid="fix-select-all"
              />
              {t('fix.select_all')}
            </label>
            <ul
              className="divide-y rounded-md border"
              aria-describedby={errors.part_ids ? 'fix-part-ids-error' : undefined}
            >
              {damaged.map((part) => {
                const fixed = part.fix_status === 'fixed';
                const checked = chosen.includes(part.id);
                return (
                  <li key={part.id} className={cn(fixed && 'opacity-60')}>
                    <label
                      className="flex flex-wrap items-center gap-3 px-3 py-2.5 text-sm"
                      data-testid="fix-part"
                      data-part-id={part.id}
                      data-part={part.part}
                    >
                      <Checkbox
                        checked={checked}
                        disabled={fixed}
                        onCheckedChange={(value) =>
                          setChosen(
                            value === true ? [...chosen, part.id] : chosen.filter((id) => id !== part.id),
                          )
                        }
                        data-testid="fix-part-checkbox"
                      />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="font-semibold">{inspectionItemLabel(part.part, language)}</span>
                        <span className="text-xs text-muted-foreground">
                          {INSPECTION_AREA_LABELS[part.area][language]}
                          {part.notes && ` · ${part.notes}`}
                        </span>
                      </span>
                      {part.flagged && <FlaggedBadge />}
                      {part.severity && <SeverityBadge severity={part.severity} />}
                      <FixStatusBadge status={part.fix_status ?? 'untreated'} />
                    </label>
                  </li>
                );
              })}
            </ul>
            <FieldError id="fix-part-ids" message={errors.part_ids?.message} />
            {open.some((part) => part.severity === 'critical') && (
              <p className="text-xs font-semibold text-destructive">{t('fix.critical_note')}</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid gap-4 py-5 md:grid-cols-2">
            <FormField
              id="fix-fixed-by"
              label={t('fix.fixed_by')}
              error={errors.fixed_by?.message}
              hint={t('fix.fixed_by_hint')}
            >
              <Input
                placeholder={t('fix.fixed_by_placeholder')}
                autoComplete="off"
                {...a11y('fixed_by', 'fix-fixed-by')}
                {...form.register('fixed_by')}
              />
            </FormField>
            <div className="md:col-span-2">
              <FormField id="fix-fix-notes" label={t('fix.fix_notes')} error={errors.fix_notes?.message}>
                <textarea
                  rows={4}
                  placeholder={t('fix.fix_notes_placeholder')}
                  className="w-full resize-y rounded-md border border-input bg-card px-3.5 py-2.5 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive"
                  {...a11y('fix_notes', 'fix-fix-notes')}
                  {...form.register('fix_notes')}
                />
              </FormField>
            </div>
            <div className="md:col-span-2">
              <FormField id="fix-images" label={t('fix.photos')} error={errors.images?.message}>
                <MediaUploadField
                  id="fix-images"
                  initial={[]}
                  max={MAX_FIX_IMAGES}
                  invalid={!!errors.images}
                  onChange={(ids) => form.setValue('images', ids, { shouldDirty: true })}
                  onBusyChange={setUploading}
                />
              </FormField>
            </div>
            <div className="flex flex-col gap-2 md:col-span-2">
              <Controller
                control={form.control}
                name="acknowledgement"
                render={({ field }) => (
                  <label
                    className={cn(
                      'flex items-start gap-3 rounded-md border p-3 text-sm font-semibold',
                      errors.acknowledgement ? 'border-destructive bg-destructive/5' : 'bg-muted/40',
                    )}
                  >
                    <Checkbox
                      className="mt-0.5"
                      checked={field.value}
                      onCheckedChange={(value) => field.onChange(value === true)}
                      {...a11y('acknowledgement', 'fix-acknowledgement')}
                      data-testid="fix-acknowledgement"
                    />
                    {t('fix.acknowledgement')}
                  </label>
                )}
              />
              <FieldError id="fix-acknowledgement" message={errors.acknowledgement?.message} />
            </div>
          </CardContent>
        </Card>

        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" className="h-[50px] px-6" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            className="h-[50px] px-6"
            disabled={pending || uploading}
            data-testid="fix-submit"
          >
            {pending ? <Loader2 className="animate-spin" /> : <Wrench />}
            {t('fix.submit')}
          </Button>
        </div>
      </form>
    </RequiredFields>
  );
}
