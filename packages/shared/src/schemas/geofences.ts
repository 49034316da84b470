import { z } from '../validation';
import { envelope, listQuerySchema, paginated, rowActionSchema } from '../common';
import { ringCollinear, ringSelfIntersects, ringVertices, type LonLat } from '../geometry';

/** docs/api.md#geofences. */
export const GEOFENCE_TYPES = ['polygon', 'circle', 'corridor'] as const;
export type GeofenceType = (typeof GEOFENCE_TYPES)[number];

/** Radius of a circle and width of a corridor, metres. */
export const MIN_GEOFENCE_SIZE_M = 10;
export const MAX_GEOFENCE_SIZE_M = 100_000;
export const MAX_GEOFENCE_VERTICES = 1_000;
export const MAX_GEOFENCE_VEHICLES = 1_000;
export const DEFAULT_GEOFENCE_COLOR = '#2563eb';
/** `#rrggbb`. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const pointGeometrySchema = z.object({ type: z.literal('Point'), coordinates: lonLat });
export const lineStringGeometrySchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(lonLat).min(2).max(MAX_GEOFENCE_VERTICES),
});
/** One outer ring; holes are not supported (a zone with a hole is two zones). */
export const polygonGeometrySchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(lonLat).max(MAX_GEOFENCE_VERTICES + 1)).length(1),
});
export const geofenceGeometrySchema = z.discriminatedUnion('type', [
  pointGeometrySchema,
  lineStringGeometrySchema,
  polygonGeometrySchema,
]);
export type GeofenceGeometry = z.infer<typeof geofenceGeometrySchema>;

const GEOMETRY_OF: Record<GeofenceType, GeofenceGeometry['type']> = {
  polygon: 'Polygon',
  circle: 'Point',
  corridor: 'LineString',
};

const size = z.number().min(MIN_GEOFENCE_SIZE_M).max(MAX_GEOFENCE_SIZE_M);

type ShapeIssue = { path: string[]; message: string };

/** What is wrong with a geofence's shape, as 422 field errors (`geometry`, `radius`, `width`). */
export function geofenceShapeIssues(values: {
  type?: unknown;
  geometry?: unknown;
  radius?: unknown;
  width?: unknown;
}): ShapeIssue[] {
  const type = values.type as GeofenceType;
  if (!GEOFENCE_TYPES.includes(type)) return [];
  const issues: ShapeIssue[] = [];
  const geometry = values.geometry as GeofenceGeometry | undefined;
  if (geometry && typeof geometry === 'object' && geometry.type !== GEOMETRY_OF[type]) {
    issues.push({ path: ['geometry'], message: 'validation.geofence_geometry' });
  } else if (geometry?.type === 'Polygon' && Array.isArray(geometry.coordinates?.[0])) {
    const ring = geometry.coordinates[0] as LonLat[];
    // A symmetric bow tie also has zero signed area: only a flat ring is "too few points".
    if (ringVertices(ring).length < 3 || ringCollinear(ring)) {
      issues.push({ path: ['geometry'], message: 'validation.geofence_points' });
    } else if (ringSelfIntersects(ring)) {
      issues.push({ path: ['geometry'], message: 'validation.geofence_self_intersecting' });
    }
  } else if (geometry?.type === 'LineString' && Array.isArray(geometry.coordinates)) {
    if (ringVertices(geometry.coordinates as LonLat[]).length < 2) {
      issues.push({ path: ['geometry'], message: 'validation.geofence_points' });
    }
  }
  if (type === 'circle' && (values.radius === undefined || values.radius === null)) {
    issues.push({ path: ['radius'], message: 'validation.required' });
  }
  if (type === 'corridor' && (values.width === undefined || values.width === null)) {
    issues.push({ path: ['width'], message: 'validation.required' });
  }
  return issues;
}

export const geofenceInputSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    type: z.enum(GEOFENCE_TYPES),
    geometry: geofenceGeometrySchema,
    radius: size.nullish().transform((v) => v ?? null),
    width: size.nullish().transform((v) => v ?? null),
    color: z.string().regex(COLOR_PATTERN, { message: 'validation.color' }).default(DEFAULT_GEOFENCE_COLOR),
    speed_limit: z
      .number()
      .int()
      .min(1)
      .max(300)
      .nullish()
      .transform((v) => v ?? null),
    /** Empty: every vehicle. */
    vehicle_ids: z.array(z.number().int().positive()).max(MAX_GEOFENCE_VEHICLES).default([]),
    status: z.boolean().default(true),
  })
  .superRefine(
    (values, context) => {
      for (const issue of geofenceShapeIssues(values)) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: values });
      }
    },
    // Check the shape even when other fields fail, so the form shows every error at once.
    {
      when: ({ value }) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { geometry?: unknown }).geometry === 'object',
    },
  )
  // A circle has no width and a corridor no radius: what does not apply is dropped, not refused.
  .transform((values) => ({
    ...values,
    radius: values.type === 'circle' ? values.radius : null,
    width: values.type === 'corridor' ? values.width : null,
  }));
export type GeofenceInput = z.input<typeof geofenceInputSchema>;
export type GeofenceValues = z.output<typeof geofenceInputSchema>;

export const geofenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(GEOFENCE_TYPES),
  geometry: geofenceGeometrySchema,
  radius: z.number().nullable(),
  width: z.number().nullable(),
  color: z.string(),
  speed_limit: z.number().int().nullable(),
  vehicle_ids: z.array(z.number().int()),
  /** The chosen vehicles' names, in `vehicle_ids` order (empty for "every vehicle"). */
  vehicles: z.array(z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() })),
  status: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type Geofence = z.infer<typeof geofenceSchema>;

export const geofenceListQuerySchema = listQuerySchema(
  z.enum(['true', 'false']).transform((v) => v === 'true'),
).and(z.object({ type: z.enum(GEOFENCE_TYPES).optional() }));
export type GeofenceListQuery = z.input<typeof geofenceListQuerySchema>;
export const geofenceListResponseSchema = paginated(geofenceSchema);
export const geofenceResponseSchema = envelope(geofenceSchema);

/** Every active geofence a map layer draws (no paging: the layer shows them all). */
export const geofenceLayerItemSchema = geofenceSchema.pick({
  id: true,
  name: true,
  type: true,
  geometry: true,
  radius: true,
  width: true,
  color: true,
});
export type GeofenceLayerItem = z.infer<typeof geofenceLayerItemSchema>;
export const geofenceLayerResponseSchema = envelope(z.array(geofenceLayerItemSchema));
