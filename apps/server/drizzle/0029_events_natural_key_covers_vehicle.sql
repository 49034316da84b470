-- Fewer index entries per event, the engine's main cost in the database. The natural key leads with
-- (vehicle_id, time) and carries what a vehicle's list filters on, so it also answers that list (newest first: ties
-- of time are sorted by id as they come) and `events_vehicle_time_idx` goes; the geofence index keeps only the
-- events of a geofence (a query by geofence names one). Hand-written: drizzle-kit has no INCLUDE. ON CONFLICT (no
-- target) and the lookups by key do not depend on the order of its columns.
DROP INDEX IF EXISTS "events_vehicle_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_natural_key";--> statement-breakpoint
CREATE UNIQUE INDEX "events_natural_key" ON "events" USING btree ("vehicle_id","time","type","subject") INCLUDE ("id","severity","geofence_id");--> statement-breakpoint
DROP INDEX IF EXISTS "events_geofence_time_idx";--> statement-breakpoint
CREATE INDEX "events_geofence_time_idx" ON "events" USING btree ("geofence_id","time","id") INCLUDE ("vehicle_id","type","severity") WHERE "geofence_id" IS NOT NULL;
