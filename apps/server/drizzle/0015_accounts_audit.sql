CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"action" text NOT NULL,
	"model" text NOT NULL,
	"record_id" text,
	"changes" jsonb,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("time" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("model", "record_id", "time" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_type", "actor_id", "time" DESC);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "ip" text;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "two_factor_secret" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "two_factor_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "two_factor_recovery_codes" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL REFERENCES "employees"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "password_resets_employee_id_idx" ON "password_resets" USING btree ("employee_id");
