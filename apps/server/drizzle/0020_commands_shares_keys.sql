-- Commands to trackers (API.md "Commands to trackers"): durable, one row per command, its lifecycle in `status`
-- (held → queued → sent → answered | expired | cancelled | failed). A command is claimed for sending by one
-- UPDATE … WHERE status = 'queued', so two instances never both send it.
CREATE TABLE "commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"text" text,
	"status" text NOT NULL,
	"reply" text,
	"error" text,
	"protocol" text,
	"created_by" integer REFERENCES "employees"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "commands_vehicle_id_id_idx" ON "commands" ("vehicle_id", "id");
--> statement-breakpoint
CREATE INDEX "commands_pending_idx" ON "commands" ("vehicle_id", "id") WHERE "status" IN ('held', 'queued');
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "device_password" text DEFAULT '123456' NOT NULL;
--> statement-breakpoint
-- The protocol the vehicle's device last reported with (OsmAnd devices take no command).
ALTER TABLE "vehicles" ADD COLUMN "device_protocol" text;
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "key_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_key_id_unique" ON "drivers" ("key_id");
--> statement-breakpoint
-- Who drives each vehicle as its device says (API.md "Driver keys"): the last key reported, its driver (null for a
-- key no driver has) and since when. No row: the vehicle's assigned driver.
CREATE TABLE "vehicle_drivers" (
	"vehicle_id" integer PRIMARY KEY NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"driver_key" text NOT NULL,
	"driver_id" integer REFERENCES "drivers"("id") ON DELETE SET NULL,
	"since" timestamp with time zone NOT NULL,
	"fix_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Share links (API.md "Share links"): a live view of some vehicles for someone without an account. Only the
-- SHA-256 of the token is stored; the token is shown once, when the link is made.
CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"vehicle_ids" integer[] NOT NULL,
	"trip_id" integer REFERENCES "trips"("id") ON DELETE SET NULL,
	"note" text,
	"created_by" integer REFERENCES "employees"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_unique" ON "share_links" ("token_hash");
