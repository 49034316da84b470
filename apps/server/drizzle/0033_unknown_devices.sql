-- Devices that reported an id no vehicle has: kept (throttled, one row per id) so an administrator can add the vehicle
-- from the "Devices waiting" page. Never positions. `device_key` is the id as the registry matches it: lower case,
-- without leading zeros.
CREATE TABLE "unknown_devices" (
	"device_key" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"protocol" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"reports" integer NOT NULL,
	"last_lat" double precision,
	"last_lon" double precision
);--> statement-breakpoint
CREATE INDEX "unknown_devices_last_seen_idx" ON "unknown_devices" ("last_seen_at");
