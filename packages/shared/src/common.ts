import { z } from './validation';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants';

export const idSchema = z.coerce.number().int().positive();
export const idParamsSchema = z.object({ id: idSchema });

/** `yyyy-MM-dd`, a real calendar date. */
export const dateStringSchema = z.iso.date();

export const ROW_ACTIONS = ['view', 'edit', 'delete', 'block', 'activate'] as const;
export const rowActionSchema = z.enum(ROW_ACTIONS);
export type RowAction = z.infer<typeof rowActionSchema>;

const listQueryFields = {
  name: z.string().trim().max(100).optional(),
  start_date: dateStringSchema.optional(),
  end_date: dateStringSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
};

function withDateRangeCheck<T extends z.ZodType<{ start_date?: string; end_date?: string }>>(schema: T) {
  return schema.refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'validation.date_range',
    path: ['end_date'],
  });
}

/** The list query (docs/api.md#pagination-and-list-queries) with a `status` filter; unknown params are dropped. */
export function listQuerySchema<S extends z.ZodType>(status: S) {
  return withDateRangeCheck(z.object({ ...listQueryFields, status: status.optional() }));
}

/** A list without a status filter. */
export const plainListQuerySchema = withDateRangeCheck(z.object(listQueryFields));
export type ListQuery = z.infer<typeof plainListQuerySchema>;

export const listMetaSchema = z.object({
  per_page: z.number().int(),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  /**
   * Present and true when `total` is a floor, not a count: the list counted up to its cap and stopped
   * (events: 10,000; the pages then end at the cap, a narrower filter reaches the rest).
   */
  total_capped: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function paginated<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: listMetaSchema });
}

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const selectOptionSchema = z.object({
  label: z.string(),
  value: z.union([z.string(), z.number()]),
  image: z.string().optional(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** At most this many select options come back from a search (`GET …/options?name=`). */
export const OPTIONS_LIMIT = 20;

/**
 * A select's options searched on the server: the first `OPTIONS_LIMIT` matching `name` (every one when
 * empty), and the `selected` one whatever the search, first, so a select always knows its label.
 */
export const optionsQuerySchema = z.object({
  name: z.string().trim().max(100).optional(),
  selected: idSchema.optional(),
});
export type OptionsQuery = z.infer<typeof optionsQuerySchema>;
export const optionsResponseSchema = envelope(z.array(selectOptionSchema));
