ALTER TABLE "vehicles" ADD COLUMN "image_refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written: vehicles.image_refs is a copy of the vehicle's rows in vehicle_images (with each file's type),
-- kept by these triggers, so every write path (the API, an import, a cascade) keeps it right.
CREATE FUNCTION "vehicle_image_refs"("vehicle" integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', vi.media_id, 'mimeType', m.mime_type) ORDER BY vi.position), '[]'::jsonb)
  FROM vehicle_images vi JOIN media m ON m.id = vi.media_id
  WHERE vi.vehicle_id = "vehicle"
$$;
--> statement-breakpoint
CREATE FUNCTION "vehicle_images_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE vehicles SET image_refs = vehicle_image_refs(id) WHERE id IN (SELECT vehicle_id FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE vehicles SET image_refs = vehicle_image_refs(id) WHERE id IN (SELECT vehicle_id FROM removed);
  ELSE
    UPDATE vehicles SET image_refs = vehicle_image_refs(id)
    WHERE id IN (SELECT vehicle_id FROM added UNION SELECT vehicle_id FROM removed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_images_inserted" AFTER INSERT ON "vehicle_images"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vehicle_images_changed();
--> statement-breakpoint
CREATE TRIGGER "vehicle_images_deleted" AFTER DELETE ON "vehicle_images"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION vehicle_images_changed();
--> statement-breakpoint
CREATE TRIGGER "vehicle_images_updated" AFTER UPDATE ON "vehicle_images"
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION vehicle_images_changed();
--> statement-breakpoint
UPDATE "vehicles" SET "image_refs" = vehicle_image_refs("id") WHERE "id" IN (SELECT "vehicle_id" FROM "vehicle_images");
