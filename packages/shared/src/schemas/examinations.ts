import { fieldOf, z } from '../validation';
import { dateStringSchema, envelope, idSchema, listMetaSchema, rowActionSchema } from '../common';
import { INSPECTION_AREAS, INSPECTION_ITEMS } from '../inspection-items';
import { messageKey } from '../message-key';
import { countryCodeSchema, phoneSchema } from './people';
import { mediaSchema } from './media';
import { statusReasonSchema } from '../status-reason';

/**
 * Examinations (issue 8, docs/api.md#examinations): a driver's inspection report, its malfunction log and
 * the fixing of its faults.
 */
export const EXAMINATION_TYPES = ['daily', 'pre_trip', 'post_trip', 'periodic'] as const;
export type ExaminationType = (typeof EXAMINATION_TYPES)[number];
export const CHECK_STATUSES = ['checked', 'not_checked'] as const;
export const PART_CONDITIONS = ['ok', 'damage'] as const;
export const SEVERITIES = ['minor', 'major', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const EXAMINATION_RESULTS = ['faulty', 'faultless'] as const;
export type ExaminationResult = (typeof EXAMINATION_RESULTS)[number];
/**
 * A damaged part: `untreated` until a fix is recorded, `fixed` once a fix is acknowledged, `not_fixed` when
 * the driver reopened a fix (the fault is still there). A report: `untreated` while none of its damaged
 * parts was ever fixed, `fixed` when all are, `not_fixed` in between; null for a faultless report.
 */
export const FIX_STATUSES = ['untreated', 'not_fixed', 'fixed'] as const;
export type FixStatus = (typeof FIX_STATUSES)[number];
/**
 * The crash-log tabs (the list's `status`): `faulty` = a damaged part is still open, `addressed` = had
 * damage and every damaged part is fixed, `faultless` = no damage. `all` (or no status) lists everything.
 */
export const EXAMINATION_TABS = ['all', 'faulty', 'faultless', 'addressed'] as const;
export type ExaminationTab = (typeof EXAMINATION_TABS)[number];

/** `flagged`: the same part damaged on the same vehicle again within this many days (server config). */
export const DEFAULT_REPEAT_DEFECT_DAYS = 30;
export const MAX_EXAMINATION_IMAGES = 20;
export const MAX_PART_IMAGES = 10;
export const MAX_FIX_IMAGES = 10;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const mediaIds = (max: number) => z.array(z.number().int().positive()).max(max).default([]);
const isoDateTime = z.iso.datetime({ offset: true });

export const examinationPartInputSchema = z.object({
  part: z.enum(INSPECTION_ITEMS),
  check_status: z.enum(CHECK_STATUSES),
  /** Required when checked; a part not checked has no condition. */
  condition: z
    .enum(PART_CONDITIONS)
    .nullish()
    .transform((value) => value ?? null),
  /** Required for a damage; dropped for anything else. */
  severity: z
    .enum(SEVERITIES)
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText(1000),
  images: mediaIds(MAX_PART_IMAGES),
});
export type ExaminationPartInput = z.input<typeof examinationPartInputSchema>;

type Issue = { path: (string | number)[]; message: string };

/**
 * Every catalogue item answered exactly once, a condition for each checked item, a severity for each damage.
 * Paths are relative to the `parts` array.
 */
export function partsIssues(parts: readonly ExaminationPartShape[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  parts.forEach((part, index) => {
    if (seen.has(part.part)) issues.push({ path: [index, 'part'], message: 'validation.part_duplicate' });
    seen.add(part.part);
    if (part.check_status === 'checked' && part.condition === null) {
      issues.push({ path: [index, 'condition'], message: 'validation.required' });
    }
    if (part.check_status === 'not_checked' && part.condition !== null) {
      issues.push({ path: [index, 'condition'], message: 'validation.condition_not_checked' });
    }
    if (part.condition === 'damage' && part.severity === null) {
      issues.push({ path: [index, 'severity'], message: 'validation.required' });
    }
  });
  const missing = INSPECTION_ITEMS.filter((key) => !seen.has(key));
  if (missing.length > 0) {
    issues.push({ path: [], message: messageKey('validation.parts_missing', { count: missing.length }) });
  }
  return issues;
}
type ExaminationPartShape = z.output<typeof examinationPartInputSchema>;

const partsSchema = z
  .array(examinationPartInputSchema)
  .min(1)
  .superRefine((parts, context) => {
    for (const issue of partsIssues(parts)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: parts });
    }
  });

const submissionFields = {
  /** The vehicle inspected: the driver's assigned vehicle. */
  vehicle_id: z.number().int().positive(),
  type: z.enum(EXAMINATION_TYPES),
  /** Turned from the phone's position into an address by the client when it can (the server has no geocoder). */
  address: optionalText(300),
  lat: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((value) => value ?? null),
  lon: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((value) => value ?? null),
  /** When the driver started the inspection; `submitted_at` when he pressed submit (default: when it arrives). */
  started_at: isoDateTime,
  submitted_at: isoDateTime.optional(),
  images: mediaIds(MAX_EXAMINATION_IMAGES),
  /** Media id of the signature image drawn on the pad. */
  signature: z.number().int().positive(),
  signature_statement: z.string().trim().min(1).max(500),
  notes: optionalText(2000),
  parts: partsSchema,
  /**
   * A random id the app gives its draft, so a submission retried after a lost answer is stored once
   * (the retry answers with the report already stored).
   */
  client_id: z.uuid().optional(),
};

type Located = { lat?: unknown; lon?: unknown; started_at?: unknown; submitted_at?: unknown };
const present = (value: unknown) => value !== null && value !== undefined;

/** Checked even when other fields fail, so one answer names every bad field. */
function refineSubmission<T extends z.ZodType<Located>>(schema: T) {
  return schema
    .refine((values) => !present(values.lat) || present(values.lon), {
      message: 'validation.required',
      path: ['lon'],
      when: ({ value }) => typeof fieldOf(value, 'lat') === 'number',
    })
    .refine((values) => !present(values.lon) || present(values.lat), {
      message: 'validation.required',
      path: ['lat'],
      when: ({ value }) => typeof fieldOf(value, 'lon') === 'number',
    })
    .refine(
      (values) =>
        typeof values.submitted_at !== 'string' ||
        typeof values.started_at !== 'string' ||
        Date.parse(values.submitted_at) >= Date.parse(values.started_at),
      {
        message: 'validation.submitted_before_started',
        path: ['submitted_at'],
        when: ({ value }) => {
          const [started_at, submitted_at] = [fieldOf(value, 'started_at'), fieldOf(value, 'submitted_at')];
          return (
            !Number.isNaN(Date.parse(String(started_at))) && !Number.isNaN(Date.parse(String(submitted_at)))
          );
        },
      },
    );
}

/** `POST /api/driver/examinations`: the driver is the token's. */
export const examinationSubmissionSchema = refineSubmission(z.object(submissionFields));
export type ExaminationSubmission = z.input<typeof examinationSubmissionSchema>;
export type ExaminationSubmissionValues = z.output<typeof examinationSubmissionSchema>;

/** `POST /api/dashboard/examinations` (`create_examinations`): staff record a report for a driver. */
export const examinationCreateSchema = refineSubmission(
  z.object({ ...submissionFields, driver_id: z.number().int().positive() }),
);
export type ExaminationCreateInput = z.input<typeof examinationCreateSchema>;
export type ExaminationCreateValues = z.output<typeof examinationCreateSchema>;

/**
 * `PUT /api/dashboard/examinations/{id}` (`update_examinations`): the administrative fields only. The parts,
 * photos and signature are what the driver signed and stay as he submitted them.
 */
export const examinationUpdateSchema = z.object({
  type: z.enum(EXAMINATION_TYPES),
  address: optionalText(300),
  notes: optionalText(2000),
});
export type ExaminationUpdateInput = z.input<typeof examinationUpdateSchema>;

/** `POST /api/dashboard/examinations/{id}/fix` (`fix_examinations`). */
export const fixExaminationSchema = z.object({
  part_ids: z.array(z.number().int().positive()).min(1).max(100),
  fix_notes: z.string().trim().min(1).max(2000),
  /** Free text: the workshop or mechanic, who is often no user. The acknowledging user is recorded as well. */
  fixed_by: z.string().trim().min(2).max(150),
  images: mediaIds(MAX_FIX_IMAGES),
  acknowledgement: z.literal(true, { message: 'validation.acknowledgement' }),
});
export type FixExaminationInput = z.input<typeof fixExaminationSchema>;

/** `POST /api/driver/examinations/{id}/confirm`: the driver confirms fixed parts or reopens them. */
export const confirmFixesSchema = z
  .object({
    part_ids: z.array(z.number().int().positive()).max(100).default([]),
    reopen_part_ids: z.array(z.number().int().positive()).max(100).default([]),
    /** Why a fix is reopened (what is still wrong). */
    notes: optionalText(1000),
  })
  .superRefine((values, context) => {
    if (values.part_ids.length === 0 && values.reopen_part_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['part_ids'], message: 'validation.required', input: values });
    }
    const confirmed = new Set(values.part_ids);
    values.reopen_part_ids.forEach((id, index) => {
      if (confirmed.has(id)) {
        context.addIssue({
          code: 'custom',
          path: ['reopen_part_ids', index],
          message: 'validation.confirm_and_reopen',
          input: values,
        });
      }
    });
  });
export type ConfirmFixesInput = z.input<typeof confirmFixesSchema>;

const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The dashboard list: `status` is the crash-log tab; `name` searches vehicle, plate, driver, address and notes. */
export const examinationListQuerySchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    status: z.enum(EXAMINATION_TABS).optional(),
    start_date: dateStringSchema.optional(),
    end_date: dateStringSchema.optional(),
    vehicle_id: idSchema.optional(),
    driver_id: idSchema.optional(),
    type: z.enum(EXAMINATION_TYPES).optional(),
    flagged: queryBoolean.optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(15),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'validation.date_range',
    path: ['end_date'],
  });
export type ExaminationListQuery = z.input<typeof examinationListQuerySchema>;

/** The faults-per-week chart takes the list's filters (not the tab or the page); default: the last 12 weeks. */
export const faultsPerWeekQuerySchema = z
  .object({
    start_date: dateStringSchema.optional(),
    end_date: dateStringSchema.optional(),
    vehicle_id: idSchema.optional(),
    driver_id: idSchema.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'validation.date_range',
    path: ['end_date'],
  });
export type FaultsPerWeekQuery = z.input<typeof faultsPerWeekQuerySchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });
const vehicleRefSchema = refSchema.extend({ plate_number: z.string() });

export const examinationPartSchema = z.object({
  id: z.number().int(),
  part: z.string(),
  /** The area and label of `part` in the request's language. */
  area: z.enum(INSPECTION_AREAS),
  label: z.string(),
  check_status: z.enum(CHECK_STATUSES),
  condition: z.enum(PART_CONDITIONS).nullable(),
  severity: z.enum(SEVERITIES).nullable(),
  notes: z.string().nullable(),
  images: z.array(mediaSchema),
  /** Damaged parts only (null otherwise). */
  fix_status: z.enum(FIX_STATUSES).nullable(),
  fixed_by: z.string().nullable(),
  fixed_at: z.string().nullable(),
  fix_notes: z.string().nullable(),
  fix_images: z.array(mediaSchema),
  /** The user who acknowledged the fix. */
  acknowledged_by: refSchema.nullable(),
  /** The driver's answer to the fix: confirmed, or reopened (then `fix_status` is `not_fixed`). */
  confirmed_at: z.string().nullable(),
  reopened_at: z.string().nullable(),
  reopen_notes: z.string().nullable(),
  /** The same part was found damaged on the same vehicle within the repeat-defect period before this report. */
  flagged: z.boolean(),
});
export type ExaminationPart = z.infer<typeof examinationPartSchema>;

const examinationSummaryFields = {
  id: z.number().int(),
  vehicle_id: z.number().int(),
  driver_id: z.number().int().nullable(),
  vehicle: vehicleRefSchema,
  /** Null once the driver was deleted (the report stays). */
  driver: refSchema.nullable(),
  type: z.enum(EXAMINATION_TYPES),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  started_at: z.string(),
  submitted_at: z.string(),
  duration_seconds: z.number().int(),
  result: z.enum(EXAMINATION_RESULTS),
  fix_status: z.enum(FIX_STATUSES).nullable(),
  /** A damaged part of this report is a repeat defect. */
  flagged: z.boolean(),
  damaged_count: z.number().int(),
  /** Damaged parts not fixed yet (untreated or reopened). */
  open_count: z.number().int(),
  /** The worst severity among its damaged parts. */
  max_severity: z.enum(SEVERITIES).nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  actions: z.array(rowActionSchema),
};

export const examinationListItemSchema = z.object(examinationSummaryFields);
export type ExaminationListItem = z.infer<typeof examinationListItemSchema>;

export const examinationSchema = z.object({
  ...examinationSummaryFields,
  images: z.array(mediaSchema),
  signature: mediaSchema,
  signature_statement: z.string(),
  parts: z.array(examinationPartSchema),
});
export type Examination = z.infer<typeof examinationSchema>;

export const examinationTabCountsSchema = z.object({
  all: z.number().int(),
  faulty: z.number().int(),
  faultless: z.number().int(),
  addressed: z.number().int(),
});
export type ExaminationTabCounts = z.infer<typeof examinationTabCountsSchema>;

/** The list with `meta.counts`: each tab's total under the same filters. */
export const examinationListResponseSchema = z.object({
  data: z.array(examinationListItemSchema),
  meta: listMetaSchema.extend({ counts: examinationTabCountsSchema }),
});
export const examinationResponseSchema = envelope(examinationSchema);

export const faultsPerWeekSchema = z.object({
  /** Monday of the week (in the fleet's time zone), `yyyy-MM-dd`. */
  week_start: z.string(),
  total: z.number().int(),
  areas: z.record(z.enum(INSPECTION_AREAS), z.number().int()),
});
export type FaultsPerWeek = z.infer<typeof faultsPerWeekSchema>;
/** Every week of the period in order, weeks without faults included. */
export const faultsPerWeekResponseSchema = envelope(z.array(faultsPerWeekSchema));

// Driver app

/** `POST /api/driver/auth/login`. */
export const driverLoginInputSchema = z.object({
  country_code: countryCodeSchema,
  phone: phoneSchema,
  password: z.string().min(1).max(200),
});
export type DriverLoginInput = z.input<typeof driverLoginInputSchema>;

export const inspectionCatalogueSchema = z.array(
  z.object({
    area: z.enum(INSPECTION_AREAS),
    label: z.string(),
    items: z.array(z.object({ key: z.string(), label: z.string() })),
  }),
);
export const inspectionCatalogueResponseSchema = envelope(inspectionCatalogueSchema);

/** A fixed part of the driver's vehicle awaiting his confirmation (or reopening) on his next inspection. */
export const fixToConfirmSchema = z.object({
  examination_id: z.number().int(),
  part_id: z.number().int(),
  part: z.string(),
  area: z.enum(INSPECTION_AREAS),
  label: z.string(),
  severity: z.enum(SEVERITIES).nullable(),
  notes: z.string().nullable(),
  fixed_by: z.string().nullable(),
  fixed_at: z.string(),
  fix_notes: z.string().nullable(),
  fix_images: z.array(mediaSchema),
});
export type FixToConfirm = z.infer<typeof fixToConfirmSchema>;

export const driverProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string(),
  phone: z.string(),
  image: mediaSchema.nullable(),
  /** The assigned vehicle; null when none (he cannot inspect then). */
  vehicle: vehicleRefSchema
    .extend({
      model: z.string().nullable(),
      /** false = blocked (out of service), with the reason. */
      status: z.boolean(),
      blocked_reason: z.string().nullable(),
      blocked_reason_code: statusReasonSchema.nullable(),
      image: mediaSchema.nullable(),
    })
    .nullable(),
  last_examination_at: z.string().nullable(),
  /** Parts of the assigned vehicle fixed since they were reported and not yet confirmed or reopened by a driver. */
  fixes_to_confirm: z.array(fixToConfirmSchema),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;
export const driverProfileResponseSchema = envelope(driverProfileSchema);

/** The driver's own history: his reports, newest first, with their parts and fix status. */
export const driverExaminationListResponseSchema = z.object({
  data: z.array(examinationSchema),
  meta: listMetaSchema,
});
export const driverExaminationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
