ALTER TABLE "vehicles" ADD COLUMN "blocked_reason_code" jsonb;--> statement-breakpoint
ALTER TABLE "vehicle_status_changes" ADD COLUMN "reason_code" jsonb;--> statement-breakpoint
-- The examinations wrote their reasons as sentences in the language of the request that caused them: rebuild
-- them as codes (the report and its critical parts; a reopening names the reopened critical parts).
UPDATE "vehicle_status_changes" c SET "reason_code" = jsonb_build_object(
  'key', CASE WHEN c."status" THEN 'faults_fixed'
    WHEN c."reason" LIKE 'أعاد السائق%' OR c."reason" LIKE 'Critical fault reopened%' THEN 'fault_reopened'
    ELSE 'critical_fault' END,
  'examination_id', c."examination_id",
  'parts', CASE WHEN c."status" THEN '[]'::jsonb ELSE coalesce((
    SELECT jsonb_agg(p."part" ORDER BY p."position") FROM "examination_parts" p
    WHERE p."examination_id" = c."examination_id" AND p."condition" = 'damage' AND p."severity" = 'critical'
      AND (p."reopened_at" IS NOT NULL OR c."reason" NOT LIKE 'أعاد السائق%' AND c."reason" NOT LIKE 'Critical fault reopened%')
  ), '[]'::jsonb) END
), "reason" = NULL
WHERE c."source" = 'examination' AND c."reason_code" IS NULL AND (c."status" OR c."examination_id" IS NOT NULL);--> statement-breakpoint
UPDATE "vehicles" v SET "blocked_reason" = NULL, "blocked_reason_code" = (
  SELECT c."reason_code" FROM "vehicle_status_changes" c
  WHERE c."vehicle_id" = v."id" AND NOT c."status" AND c."reason_code" IS NOT NULL
  ORDER BY c."created_at" DESC, c."id" DESC LIMIT 1
)
WHERE NOT v."status" AND v."block_source" = 'examination' AND v."blocked_reason_code" IS NULL AND EXISTS (
  SELECT 1 FROM "vehicle_status_changes" c
  WHERE c."vehicle_id" = v."id" AND NOT c."status" AND c."reason_code" IS NOT NULL
);
