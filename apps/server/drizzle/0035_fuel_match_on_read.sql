-- Fuel cards (docs/api.md#sensors): a transaction's match to the vehicle's detected refuel is worked out whenever it
-- is read (the nearest `fuel_refuel` within two hours, modules/fuel/fuel-match.ts), never stored. A stored match was
-- right only for the order in which the two arrived: a card entered before the refuel was detected (the refuel event
-- comes minutes after the level settles, or hours later from a device that stored its positions) kept "no refuel
-- seen" for ever. Derived on read, the answer is the same whichever comes first.
ALTER TABLE "fuel_transactions" DROP COLUMN "refuel_event_id";--> statement-breakpoint
ALTER TABLE "fuel_transactions" DROP COLUMN "difference_litres";--> statement-breakpoint
ALTER TABLE "fuel_transactions" DROP COLUMN "flagged";
--> statement-breakpoint
-- The new model `fuel` (fuel-card transactions): an administrator role (one that may manage roles, and so grant
-- anything) holds every permission, these as well; other roles gain them when an administrator grants them.
UPDATE "roles" SET "permissions" = "permissions" || ARRAY['show_fuel','create_fuel','update_fuel','delete_fuel']::text[]
WHERE "permissions" @> ARRAY['show_roles','update_roles']::text[] AND NOT "permissions" @> ARRAY['show_fuel']::text[];
