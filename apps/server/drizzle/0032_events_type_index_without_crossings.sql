-- Geofence crossings (most events where there are zones) leave the type index: its entry cost the database about
-- a quarter of an event's insert (a descent through text keys to the type's end; the time index's entries go to
-- its right edge). A list of crossings reads the time index, whose entries carry the type, and finds a page soon:
-- crossings come in pairs, a share of the events; their count reads the geofence index, which holds only those
-- with a geofence. Queries by another type repeat this predicate so that the planner may use the index.
DROP INDEX IF EXISTS "events_type_time_idx";--> statement-breakpoint
CREATE INDEX "events_type_time_idx" ON "events" USING btree ("type","time","id") INCLUDE ("vehicle_id","severity","geofence_id") WHERE "type" NOT IN ('geofence_enter', 'geofence_exit');
