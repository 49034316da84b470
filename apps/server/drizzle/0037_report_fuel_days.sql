-- The fuel report's daily figures per fuel sensor (docs/api.md#sensors, the fuel report), kept by the fuel day
-- tracker (modules/reports/fuel-day-tracker.ts) as positions are committed, so that a month of a fleet is read from
-- one row per sensor and day instead of every reading. One row per sensor and day (a replay overwrites, never adds).
-- Levels: the day's first and last smoothed level, its refuels and drains; counters: the day's first and last value.
CREATE TABLE "report_fuel_days" (
	"sensor_id" integer NOT NULL REFERENCES "vehicle_sensors"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"start_litres" double precision,
	"end_litres" double precision,
	"refuelled_litres" double precision DEFAULT 0 NOT NULL,
	"refuels" integer DEFAULT 0 NOT NULL,
	"drained_litres" double precision DEFAULT 0 NOT NULL,
	"drains" integer DEFAULT 0 NOT NULL,
	"first_value" double precision,
	"last_value" double precision,
	CONSTRAINT "report_fuel_days_pk" PRIMARY KEY("sensor_id","day")
);--> statement-breakpoint
CREATE INDEX "report_fuel_days_day_idx" ON "report_fuel_days" ("day","vehicle_id");--> statement-breakpoint
-- Each fuel sensor's detector where the tracker left it (the fix it last read and the definition it read with: a
-- changed calibration recomputes the sensor's days), and the detector as each day began (a late fix is replayed
-- from the start of its day, not from the sensor's first reading).
CREATE TABLE "report_fuel_state" (
	"sensor_id" integer PRIMARY KEY NOT NULL REFERENCES "vehicle_sensors"("id") ON DELETE cascade,
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"fix_time" timestamp with time zone,
	"definition" text NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_fuel_state_vehicle_idx" ON "report_fuel_state" ("vehicle_id");--> statement-breakpoint
CREATE TABLE "report_fuel_checkpoints" (
	"sensor_id" integer NOT NULL REFERENCES "vehicle_sensors"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"state" jsonb NOT NULL,
	CONSTRAINT "report_fuel_checkpoints_pk" PRIMARY KEY("sensor_id","day")
);
