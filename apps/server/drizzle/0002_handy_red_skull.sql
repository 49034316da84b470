CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "vehicles_created_at_idx";--> statement-breakpoint
CREATE INDEX "vehicles_created_at_id_idx" ON "vehicles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin (("name" || chr(31) || "plate_number" || chr(31) || coalesce("vin", '') || chr(31) || coalesce("model", '') || chr(31) || coalesce("device_id", '')) gin_trgm_ops);