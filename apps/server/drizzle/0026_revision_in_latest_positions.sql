-- A vehicle's position revision moves into its latest row: the writer's statement raised it with an upsert of its
-- own (`position_revisions`), a second row written per vehicle and batch; one upsert now does both.
ALTER TABLE "latest_positions" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "latest_positions" lp SET "revision" = r."revision" FROM "position_revisions" r WHERE r."vehicle_id" = lp."vehicle_id";--> statement-breakpoint
DROP TABLE "position_revisions";
