-- As 0027 for the other rows rewritten at every tick of their tracker: each vehicle's report state, its open day's
-- totals, its meters and its driver-key cursor. With room on the page the new version stays there and no index entry
-- is added (a heap-only update).
ALTER TABLE "report_state" SET (fillfactor = 40);--> statement-breakpoint
ALTER TABLE "report_days" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "vehicle_meters" SET (fillfactor = 40);--> statement-breakpoint
ALTER TABLE "driver_key_cursors" SET (fillfactor = 40);
