-- Events keep no foreign key to vehicles: checking it locked the vehicle's row for every event stored (a
-- fifth of an event's insert cost). Stores check that the vehicle exists, and deleting a vehicle deletes its
-- events in the same transaction (vehicles.repo.ts).
ALTER TABLE "events" DROP CONSTRAINT IF EXISTS "events_vehicle_id_vehicles_id_fk";
