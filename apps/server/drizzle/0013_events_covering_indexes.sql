-- The list's filters are answered from the index alone (hand-written: drizzle-kit has no INCLUDE): each index
-- orders by (…, time, id) like the list, and carries the other filter columns, so a filtered page or a capped
-- count reads index entries, not the rows, and only the page's rows are fetched.
DROP INDEX IF EXISTS "events_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_vehicle_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_geofence_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_type_time_idx";--> statement-breakpoint
CREATE INDEX "events_time_idx" ON "events" USING btree ("time","id") INCLUDE ("vehicle_id","type","severity","geofence_id");--> statement-breakpoint
CREATE INDEX "events_vehicle_time_idx" ON "events" USING btree ("vehicle_id","time","id") INCLUDE ("type","severity","geofence_id");--> statement-breakpoint
CREATE INDEX "events_geofence_time_idx" ON "events" USING btree ("geofence_id","time","id") INCLUDE ("vehicle_id","type","severity");--> statement-breakpoint
CREATE INDEX "events_type_time_idx" ON "events" USING btree ("type","time","id") INCLUDE ("vehicle_id","severity","geofence_id");
