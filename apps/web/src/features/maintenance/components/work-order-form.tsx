import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import {
  MAX_WORK_ORDER_IMAGES,
  WORK_ORDER_LINE_KINDS,
  workOrderInputSchema,
  type WorkOrder,
  type WorkOrderInput,
  type WorkOrderValues,
} from '@fleet/shared/schemas/maintenance';
import { parseNumberInput } from '@/lib/digits';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { fieldIds } from '@/components/form/field-ids';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { MediaUploadField } from '@/components/media/media-upload-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { useProgrammeChoices } from '@/features/maintenance/api/programmes';
import { useMoney } from '@/features/maintenance/components/maintenance-status';
import { RequiredFields } from '@/components/form/required-fields';

/** A damaged part the order repairs, as the examination names it. */
export type LinkedPart = { id: number; label: string; severity: string | null; examination_id: number };

const SELECT_CLASS =
  'h-[50px] w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';

function toFormValues(order: WorkOrder): WorkOrderInput {
  return {
    vehicle_id: order.vehicle_id,
    title: order.title,
    status: order.status === 'completed' ? 'open' : order.status,
    programme_id: order.programme_id,
    examination_part_ids: order.examination_part_ids,
    vendor: order.vendor,
    odometer_km: order.odometer_km,
    started_at: order.started_at,
    lines: order.lines.map(({ kind, description, quantity, unit_cost }) => ({
      kind,
      description,
      quantity,
      unit_cost,
    })),
    notes: order.notes,
    images: order.images.map((image) => image.id),
  };
}

type WorkOrderFormProps = {
  mode: 'add' | 'edit';
  order?: WorkOrder;
  /** A new order's starting values (from a due programme or an examination). */
  initial?: Partial<WorkOrderInput>;
  /** The parts it repairs (from the examination, or the order's own). */
  parts: readonly LinkedPart[];
  currency: string;
  pending: boolean;
  vehicleOptions: OptionsSource;
  onSubmit: (input: WorkOrderValues) => Promise<unknown>;
  onCancel: () => void;
};

export function WorkOrderForm({
  mode,
  order,
  initial,
  parts,
  currency,
  pending,
  vehicleOptions,
  onSubmit,
  onCancel,
}: WorkOrderFormProps) {
  const { t } = useTranslation('maintenance');
  const money = useMoney();
  const programmes = useProgrammeChoices();
  const [uploading, setUploading] = useState(false);
  const form = useForm<WorkOrderInput, unknown, WorkOrderValues>({
    resolver: zodResolver(workOrderInputSchema),
    defaultValues: order
      ? toFormValues(order)
      : {
          vehicle_id: undefined as unknown as number,
          title: '',
          status: 'open',
          programme_id: null,
          examination_part_ids: [],
          vendor: null,
          odometer_km: null,
          lines: [],
          notes: null,
          images: [],
          ...initial,
        },
  });
  useClearServerErrorOnChange(form);
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watchedLines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const total = watchedLines.reduce(
    (sum, line) => sum + (Number(line?.quantity) || 0) * (Number(line?.unit_cost) || 0),
    0,
  );
  const { errors } = form.formState;
  const error = (name: string) => {
    let node: unknown = errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const { fieldId, a11y } = fieldIds<string>('work-order', error);
  const submit = submitWithServerErrors(form, onSubmit);

  return (
    <RequiredFields schema={workOrderInputSchema} prefix="work-order">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="work-order-form">
        <FormSection title={t('sections.work_order')} className="grid gap-4 md:grid-cols-2">
          <FormField id={fieldId('title')} label={t('fields.title')} error={error('title')}>
            <Input autoComplete="off" {...a11y('title')} {...form.register('title')} />
          </FormField>
          <Controller
            control={form.control}
            name="vehicle_id"
            render={({ field }) => (
              <FormField id={fieldId('vehicle_id')} label={t('fields.vehicle')} error={error('vehicle_id')}>
                <RemoteSelect
                  id={fieldId('vehicle_id')}
                  useOptions={vehicleOptions}
                  value={field.value ?? null}
                  invalid={Boolean(error('vehicle_id'))}
                  disabled={parts.length > 0}
                  placeholder={t('placeholders.vehicle')}
                  onChange={(value) => field.onChange(Number(value))}
                  data-testid="work-order-vehicle"
                />
              </FormField>
            )}
          />
          <FormField id={fieldId('status')} label={t('fields.status')} error={error('status')}>
            <select
              className={SELECT_CLASS}
              {...a11y('status')}
              {...form.register('status')}
              data-testid="work-order-status-select"
            >
              {(['open', 'in_progress', 'cancelled'] as const).map((status) => (
                <option key={status} value={status}>
                  {t(`order_status.${status}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={fieldId('programme_id')} label={t('fields.programme')} error={error('programme_id')}>
            <select
              className={SELECT_CLASS}
              {...a11y('programme_id')}
              {...form.register('programme_id', {
                setValueAs: (v) => (v === '' || v === null ? null : Number(v)),
              })}
              data-testid="work-order-programme"
            >
              <option value="">{t('placeholders.no_programme')}</option>
              {(programmes.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={fieldId('vendor')} label={t('fields.vendor')} error={error('vendor')}>
            <Input autoComplete="off" {...a11y('vendor')} {...form.register('vendor')} />
          </FormField>
          <FormField id={fieldId('odometer_km')} label={t('fields.odometer_km')} error={error('odometer_km')}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              {...a11y('odometer_km')}
              {...form.register('odometer_km', { setValueAs: parseNumberInput })}
            />
          </FormField>
          {parts.length > 0 && (
            <div className="flex flex-col gap-2 md:col-span-2" data-testid="work-order-parts">
              <p className="text-sm font-semibold">{t('fields.parts')}</p>
              <ul className="flex flex-wrap gap-2">
                {parts.map((part) => (
                  <li key={part.id} className="rounded-full border bg-muted px-3 py-1 text-sm">
                    {part.label}
                    {part.severity && (
                      <span className="text-muted-foreground"> · {t(`severity.${part.severity}`)}</span>
                    )}
                  </li>
                ))}
              </ul>
              {error('examination_part_ids') && (
                <p role="alert" className="text-sm text-destructive">
                  {error('examination_part_ids')}
                </p>
              )}
            </div>
          )}
        </FormSection>

        <FormSection title={t('sections.lines')} className="flex flex-col gap-3">
          {lines.fields.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('hints.no_lines')}</p>
          )}
          {lines.fields.map((line, index) => (
            <div
              key={line.id}
              className="grid items-start gap-3 md:grid-cols-[10rem_minmax(0,1fr)_7rem_9rem_auto]"
              data-testid="work-order-line"
            >
              <FormField
                id={fieldId(`lines.${index}.kind`)}
                label={t('fields.kind')}
                error={error(`lines.${index}.kind`)}
              >
                <select
                  className={SELECT_CLASS}
                  id={fieldId(`lines.${index}.kind`)}
                  {...form.register(`lines.${index}.kind`)}
                >
                  {WORK_ORDER_LINE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField
                id={fieldId(`lines.${index}.description`)}
                label={t('fields.description')}
                error={error(`lines.${index}.description`)}
              >
                <Input
                  id={fieldId(`lines.${index}.description`)}
                  {...form.register(`lines.${index}.description`)}
                />
              </FormField>
              <FormField
                id={fieldId(`lines.${index}.quantity`)}
                label={t('fields.quantity')}
                error={error(`lines.${index}.quantity`)}
              >
                <Input
                  id={fieldId(`lines.${index}.quantity`)}
                  inputMode="decimal"
                  {...form.register(`lines.${index}.quantity`, { setValueAs: parseNumberInput })}
                />
              </FormField>
              <FormField
                id={fieldId(`lines.${index}.unit_cost`)}
                label={t('fields.unit_cost', { currency })}
                error={error(`lines.${index}.unit_cost`)}
              >
                <Input
                  id={fieldId(`lines.${index}.unit_cost`)}
                  inputMode="decimal"
                  {...form.register(`lines.${index}.unit_cost`, { setValueAs: parseNumberInput })}
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-7"
                aria-label={t('actions.remove_line', { number: index + 1 })}
                onClick={() => lines.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() => lines.append({ kind: 'part', description: '', quantity: 1, unit_cost: 0 })}
              data-testid="work-order-add-line"
            >
              <Plus className="size-4" aria-hidden />
              {t('actions.add_line')}
            </Button>
            <p className="text-base font-bold" data-testid="work-order-total">
              {t('fields.total')}: {money(Math.round(total * 100) / 100, currency)}
            </p>
          </div>
        </FormSection>

        <FormSection title={t('sections.notes')} className="grid gap-4">
          <FormField id={fieldId('notes')} label={t('fields.notes')} error={error('notes')}>
            <textarea
              rows={3}
              className="w-full rounded-md border border-input bg-card p-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
              {...a11y('notes')}
              {...form.register('notes')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <FormField
                id={fieldId('images')}
                label={t('fields.images')}
                error={error('images')}
                hint={t('hints.images')}
              >
                <MediaUploadField
                  id={fieldId('images')}
                  initial={order?.images ?? []}
                  max={MAX_WORK_ORDER_IMAGES}
                  allowPdf
                  onChange={field.onChange}
                  onBusyChange={setUploading}
                />
              </FormField>
            )}
          />
        </FormSection>
        <FormFooter
          pending={pending}
          uploading={uploading}
          submitLabel={mode === 'add' ? t('actions.add_work_order') : t('actions.save')}
          submitTestId="work-order-submit"
          onCancel={onCancel}
        />
      </form>
    </RequiredFields>
  );
}
