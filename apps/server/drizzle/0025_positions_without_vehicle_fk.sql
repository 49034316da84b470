-- Positions keep no foreign key to vehicles: checking it ran a query and locked the vehicle's row for every
-- position, in `positions`, `latest_positions` and `position_revisions` (about a quarter of the writer's
-- database time for one-record packets). The writer's statement locks each vehicle of its batch once instead
-- (FOR KEY SHARE, as the key check did) and leaves out the rows of vehicles that no longer exist; deleting a
-- vehicle deletes these rows after the vehicle, in its transaction (vehicles.repo.ts).
ALTER TABLE "positions" DROP CONSTRAINT IF EXISTS "positions_vehicle_id_vehicles_id_fk";--> statement-breakpoint
ALTER TABLE "latest_positions" DROP CONSTRAINT IF EXISTS "latest_positions_vehicle_id_vehicles_id_fk";--> statement-breakpoint
ALTER TABLE "position_revisions" DROP CONSTRAINT IF EXISTS "position_revisions_vehicle_id_vehicles_id_fk";
