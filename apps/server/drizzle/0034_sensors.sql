-- A vehicle's sensors (docs/api.md#sensors): how a raw position attribute becomes litres or degrees. The defaults of
-- `refuel_min_litres` and `drain_min_litres` are left null and worked out on read (5% of the capacity, else 10), so
-- they follow a later change of the capacity.
CREATE TABLE "vehicle_sensors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_sensors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"attribute" text NOT NULL,
	"calibration" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"multiplier" double precision DEFAULT 1 NOT NULL,
	"capacity" double precision,
	"min" double precision,
	"max" double precision,
	"refuel_min_litres" double precision,
	"drain_min_litres" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "vehicle_sensors_vehicle_id_idx" ON "vehicle_sensors" ("vehicle_id", "id");--> statement-breakpoint
-- Fuel-card transactions (docs/api.md#sensors, fuel cards), each matched to the vehicle's detected refuel within two
-- hours. `refuel_event_id` has no foreign key: events are partitioned and have no unique id alone.
CREATE TABLE "fuel_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fuel_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"time" timestamp with time zone NOT NULL,
	"litres" double precision NOT NULL,
	"cost" double precision,
	"station" text,
	"card" text,
	"refuel_event_id" bigint,
	"difference_litres" double precision,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_by" integer REFERENCES "employees"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "fuel_transactions_vehicle_time_idx" ON "fuel_transactions" ("vehicle_id", "time");--> statement-breakpoint
CREATE INDEX "fuel_transactions_time_idx" ON "fuel_transactions" ("time", "id");
