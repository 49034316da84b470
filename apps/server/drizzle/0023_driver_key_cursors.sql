-- How far the driver-key tracker has processed each vehicle's positions: a restart replays the keyed positions stored
-- past it, and an instance that finds another wrote the vehicle's positions meanwhile replays from it.
CREATE TABLE "driver_key_cursors" (
	"vehicle_id" integer PRIMARY KEY NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"fix_time" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
