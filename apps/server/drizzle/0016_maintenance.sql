CREATE TABLE "vehicle_meters" (
	"vehicle_id" integer PRIMARY KEY NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"fix_time" timestamp with time zone NOT NULL,
	"odometer_km" double precision NOT NULL,
	"engine_seconds" double precision NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_programmes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_programmes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"vehicle_ids" integer[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"every_km" integer,
	"every_hours" integer,
	"every_months" integer,
	"warn_km" integer,
	"warn_hours" integer,
	"warn_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_schedules" (
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"programme_id" integer NOT NULL REFERENCES "maintenance_programmes"("id") ON DELETE CASCADE,
	"cycle" integer DEFAULT 1 NOT NULL,
	"base_km" double precision NOT NULL,
	"base_seconds" double precision NOT NULL,
	"base_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"due_raised" boolean DEFAULT false NOT NULL,
	"overdue_raised" boolean DEFAULT false NOT NULL,
	CONSTRAINT "maintenance_schedules_pk" PRIMARY KEY ("vehicle_id", "programme_id")
);
--> statement-breakpoint
CREATE INDEX "maintenance_schedules_status_idx" ON "maintenance_schedules" ("status", "vehicle_id");
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"programme_id" integer REFERENCES "maintenance_programmes"("id") ON DELETE SET NULL,
	"vendor" text,
	"odometer_km" double precision,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"notes" text,
	"fixed_by" text,
	"fix_notes" text,
	"completed_by" integer REFERENCES "employees"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "work_orders_vehicle_idx" ON "work_orders" ("vehicle_id", "created_at");
--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" ("created_at", "id");
--> statement-breakpoint
CREATE TABLE "work_order_parts" (
	"work_order_id" integer NOT NULL REFERENCES "work_orders"("id") ON DELETE CASCADE,
	"part_id" integer NOT NULL REFERENCES "examination_parts"("id") ON DELETE CASCADE,
	CONSTRAINT "work_order_parts_pk" PRIMARY KEY ("work_order_id", "part_id")
);
--> statement-breakpoint
CREATE INDEX "work_order_parts_part_idx" ON "work_order_parts" ("part_id");
--> statement-breakpoint
CREATE TABLE "work_order_media" (
	"work_order_id" integer NOT NULL REFERENCES "work_orders"("id") ON DELETE CASCADE,
	"media_id" integer NOT NULL REFERENCES "media"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	CONSTRAINT "work_order_media_pk" PRIMARY KEY ("work_order_id", "media_id")
);
--> statement-breakpoint
CREATE INDEX "work_order_media_media_idx" ON "work_order_media" ("media_id");
