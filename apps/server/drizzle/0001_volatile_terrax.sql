CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_images" (
	"vehicle_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "vehicle_images_vehicle_id_media_id_pk" PRIMARY KEY("vehicle_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"model" text,
	"tag" text,
	"manufacture_year" integer,
	"plate_number" text NOT NULL,
	"licence_plate_number" text,
	"vin" text,
	"category" text NOT NULL,
	"capacity" integer,
	"fuel_type" text NOT NULL,
	"meter_reading" integer,
	"color" text,
	"form_number" text,
	"form_start_date" date,
	"form_end_date" date,
	"status" boolean DEFAULT true NOT NULL,
	"blocked_reason" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_employees_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_images" ADD CONSTRAINT "vehicle_images_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_images" ADD CONSTRAINT "vehicle_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_images_media_unique" ON "vehicle_images" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_number_upper_unique" ON "vehicles" USING btree (upper("plate_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_upper_unique" ON "vehicles" USING btree (upper("vin"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_device_id_lower_unique" ON "vehicles" USING btree (lower("device_id"));--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");