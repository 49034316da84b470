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
--> statement-breakpoint
-- Sensor changes audited before they were audited on their vehicle: model `vehicles`, record `sensor:<id>`, action
-- create/update/delete. Rewritten to the shape the sensors module writes (modules/sensors/sensor-rows.ts,
-- sensorAudit): record the vehicle's id, action sensor_add/sensor_update/sensor_remove, `changes.sensor` naming the
-- sensor before and after, so the vehicle's history lists them. The vehicle is the sensor's, else the one a
-- newer entry of the same sensor names (a sensor removed since); an entry of a sensor known to neither is left as
-- it was. Nothing matches where the old shape was never written.
WITH old AS (
	SELECT a.id, a.action, a.changes, substring(a.record_id FROM 8)::int AS sensor_id
	FROM "audit_log" a
	WHERE a.model = 'vehicles' AND a.record_id ~ '^sensor:[0-9]{1,9}$' AND a.action IN ('create', 'update', 'delete')
),
known AS (
	SELECT o.*, s.name AS current_name,
		COALESCE(s.vehicle_id::text, (
			SELECT n.record_id FROM "audit_log" n
			WHERE n.model = 'vehicles' AND n.action IN ('sensor_add', 'sensor_update', 'sensor_remove')
				AND (n.changes -> 'sensor' -> 0 ->> 'id' = o.sensor_id::text OR n.changes -> 'sensor' -> 1 ->> 'id' = o.sensor_id::text)
			ORDER BY n.id LIMIT 1)) AS vehicle_id
	FROM old o LEFT JOIN "vehicle_sensors" s ON s.id = o.sensor_id
),
named AS (
	SELECT k.*,
		CASE WHEN k.action = 'create' THEN NULL
			ELSE jsonb_build_object('id', k.sensor_id, 'name', COALESCE(k.changes -> 'name' ->> 0, k.current_name)) END AS before,
		CASE WHEN k.action = 'delete' THEN NULL
			ELSE jsonb_build_object('id', k.sensor_id, 'name', COALESCE(k.changes -> 'name' ->> 1, k.current_name)) END AS after
	FROM known k WHERE k.vehicle_id IS NOT NULL
)
UPDATE "audit_log" a SET
	record_id = n.vehicle_id,
	action = CASE n.action WHEN 'create' THEN 'sensor_add' WHEN 'update' THEN 'sensor_update' ELSE 'sensor_remove' END,
	changes = COALESCE(a.changes, '{}'::jsonb) || jsonb_build_object('sensor', jsonb_build_array(n.before, n.after))
FROM named n WHERE a.id = n.id;
