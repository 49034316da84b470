-- Reports (API.md "Reports"): trips, stops and daily totals per vehicle, detected as positions are committed
-- (modules/reports/report-tracker.ts) and kept with the detector's state (the cursor: its last processed fix).
CREATE TABLE "report_trips" (
	"vehicle_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"start_lat" double precision NOT NULL,
	"start_lon" double precision NOT NULL,
	"end_lat" double precision NOT NULL,
	"end_lon" double precision NOT NULL,
	"distance_m" double precision NOT NULL,
	"max_speed" double precision NOT NULL,
	"driver_key" text,
	CONSTRAINT "report_trips_pk" PRIMARY KEY("vehicle_id","start_time")
);
--> statement-breakpoint
CREATE TABLE "report_stops" (
	"vehicle_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"engine_on_seconds" integer NOT NULL,
	CONSTRAINT "report_stops_pk" PRIMARY KEY("vehicle_id","start_time")
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"vehicle_id" integer NOT NULL,
	"day" date NOT NULL,
	"distance_m" double precision NOT NULL,
	"driving_seconds" double precision NOT NULL,
	"idle_seconds" double precision NOT NULL,
	"stopped_seconds" double precision NOT NULL,
	"max_speed" double precision NOT NULL,
	"odometer_start_km" double precision,
	"odometer_end_km" double precision,
	"trips" integer DEFAULT 0 NOT NULL,
	"stops" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_pk" PRIMARY KEY("vehicle_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_state" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rebuilds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_rebuilds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_time" timestamp with time zone NOT NULL,
	"vehicle_ids" integer[] NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_trips" ADD CONSTRAINT "report_trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_stops" ADD CONSTRAINT "report_stops_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_state" ADD CONSTRAINT "report_state_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_days_day_idx" ON "report_days" USING btree ("day","vehicle_id");--> statement-breakpoint
CREATE INDEX "report_trips_start_idx" ON "report_trips" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "report_stops_start_idx" ON "report_stops" USING btree ("start_time");
