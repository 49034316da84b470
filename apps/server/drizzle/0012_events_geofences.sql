CREATE TABLE "geofences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "geofences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"radius" integer,
	"width" integer,
	"color" text NOT NULL,
	"speed_limit" integer,
	"vehicle_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_cursors" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"severity" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"geofence_id" integer,
	"trip_id" integer,
	"driver_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
) PARTITION BY RANGE ("time");
--> statement-breakpoint
CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "speed_limit" integer;--> statement-breakpoint
ALTER TABLE "engine_cursors" ADD CONSTRAINT "engine_cursors_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geofences_created_idx" ON "geofences" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_natural_key" ON "events" USING btree ("vehicle_id","type","subject","time");--> statement-breakpoint
CREATE INDEX "events_time_idx" ON "events" USING btree ("time","id");--> statement-breakpoint
CREATE INDEX "events_vehicle_time_idx" ON "events" USING btree ("vehicle_id","time");--> statement-breakpoint
CREATE INDEX "events_geofence_time_idx" ON "events" USING btree ("geofence_id","time");--> statement-breakpoint
CREATE INDEX "events_type_time_idx" ON "events" USING btree ("type","time");--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || ARRAY['show_geofences', 'create_geofences', 'update_geofences', 'delete_geofences', 'show_events', 'show_settings', 'update_settings']::text[], "updated_at" = now()
WHERE "permissions" @> ARRAY['show_roles', 'update_roles']::text[]
  AND NOT "permissions" @> ARRAY['show_geofences']::text[];
