CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"identity_number" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"nationality" text NOT NULL,
	"address" text,
	"licence_number" text NOT NULL,
	"licence_expiry_date" date NOT NULL,
	"national_id_image_id" integer,
	"licence_image_id" integer,
	"image_id" integer,
	"vehicle_id" integer,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_national_id_image_id_media_id_fk" FOREIGN KEY ("national_id_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_licence_image_id_media_id_fk" FOREIGN KEY ("licence_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_identity_number_unique" ON "drivers" USING btree ("identity_number");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_unique" ON "drivers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_vehicle_id_unique" ON "drivers" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "drivers_created_at_id_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_identity_number_unique" ON "employees" USING btree ("identity_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_driver_id_unique" ON "employees" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "employees_created_at_id_idx" ON "employees" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "image";