-- The last driver key a vehicle reported before a time, however long ago (a vehicle parked over a weekend keeps its
-- identified driver): an index seek per partition. Partial, so positions without a key cost nothing more to store.
CREATE INDEX IF NOT EXISTS "positions_driver_key_idx" ON "positions" ("vehicle_id", "fix_time" DESC) WHERE "attributes" ? 'driver_key';
