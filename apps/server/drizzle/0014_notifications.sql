CREATE TABLE "notification_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"event_types" text[] DEFAULT '{}' NOT NULL,
	"vehicle_ids" integer[] DEFAULT '{}' NOT NULL,
	"geofence_ids" integer[] DEFAULT '{}' NOT NULL,
	"employee_ids" integer[] DEFAULT '{}' NOT NULL,
	"role_ids" integer[] DEFAULT '{}' NOT NULL,
	"channels" text[] DEFAULT '{}' NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_rules_created_idx" ON "notification_rules" USING btree ("created_at","id");
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL REFERENCES "employees"("id") ON DELETE cascade,
	"event_id" bigint NOT NULL,
	"rule_id" integer,
	"vehicle_id" integer NOT NULL,
	"event" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_employee_unique" ON "notifications" USING btree ("event_id","employee_id");
--> statement-breakpoint
CREATE INDEX "notifications_employee_idx" ON "notifications" USING btree ("employee_id","id");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("employee_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" bigint NOT NULL,
	"rule_id" integer REFERENCES "notification_rules"("id") ON DELETE cascade,
	"channel" text NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"employee_id" integer REFERENCES "employees"("id") ON DELETE cascade,
	"event" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"digest" boolean DEFAULT false NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_key" ON "notification_deliveries" USING btree ("event_id",(coalesce("rule_id", 0)),"channel","recipient");
--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "notification_deliveries_rule_idx" ON "notification_deliveries" USING btree ("rule_id","created_at");
--> statement-breakpoint
CREATE INDEX "notification_deliveries_sent_idx" ON "notification_deliveries" USING btree ("recipient","sent_at") WHERE "channel" = 'email';
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"employee_id" integer PRIMARY KEY NOT NULL REFERENCES "employees"("id") ON DELETE cascade,
	"language" text DEFAULT 'ar' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
