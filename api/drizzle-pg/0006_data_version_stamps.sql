-- The stamps that tell a server its cached reads are stale (SQLite migrations 0016 and 0028,
-- ADR 037): `public_data_version` changes whenever data a public page shows may have changed,
-- `city_points_version` whenever a city's map point may have. Same tables, same trigger names;
-- a random stamp, not a sequence, because a sequence moves before commit and is never rolled
-- back, so a reader could cache old data under the new stamp. Plain tables bump once per
-- statement; reviews, specialists and enquiry recipients keep SQLite's per-row conditions.
-- The stamp stays below 2^53, so it reads as an exact JavaScript number.
CREATE TABLE "public_data_version" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "public_data_version" ("id", "stamp") VALUES (1, floor(random() * 9007199254740991));
--> statement-breakpoint
CREATE FUNCTION "public_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE public_data_version SET stamp = floor(random() * 9007199254740991);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TABLE "city_points_version" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "city_points_version" ("id", "stamp") VALUES (1, floor(random() * 9007199254740991));
--> statement-breakpoint
CREATE FUNCTION "city_points_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE city_points_version SET stamp = floor(random() * 9007199254740991);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cities_points_after_insert" AFTER INSERT ON "cities"
FOR EACH STATEMENT EXECUTE FUNCTION "city_points_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "cities_points_after_update" AFTER UPDATE OF "slug", "name", "latitude", "longitude" ON "cities"
FOR EACH STATEMENT EXECUTE FUNCTION "city_points_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "cities_points_after_delete" AFTER DELETE ON "cities"
FOR EACH STATEMENT EXECUTE FUNCTION "city_points_version_bump"();
--> statement-breakpoint
-- Every change to these tables shows on a public page.
CREATE TRIGGER "cities_public_after_insert" AFTER INSERT ON "cities"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "cities_public_after_update" AFTER UPDATE ON "cities"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "cities_public_after_delete" AFTER DELETE ON "cities"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "services_public_after_insert" AFTER INSERT ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "services_public_after_update" AFTER UPDATE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "services_public_after_delete" AFTER DELETE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "businesses_public_after_insert" AFTER INSERT ON "businesses"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "businesses_public_after_update" AFTER UPDATE ON "businesses"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "businesses_public_after_delete" AFTER DELETE ON "businesses"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_services_public_after_insert" AFTER INSERT ON "specialist_services"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_services_public_after_update" AFTER UPDATE ON "specialist_services"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_services_public_after_delete" AFTER DELETE ON "specialist_services"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_checks_public_after_insert" AFTER INSERT ON "specialist_checks"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_checks_public_after_update" AFTER UPDATE ON "specialist_checks"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_checks_public_after_delete" AFTER DELETE ON "specialist_checks"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_images_public_after_insert" AFTER INSERT ON "specialist_images"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_images_public_after_update" AFTER UPDATE ON "specialist_images"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialist_images_public_after_delete" AFTER DELETE ON "specialist_images"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "chat_settings_public_after_insert" AFTER INSERT ON "chat_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "chat_settings_public_after_update" AFTER UPDATE ON "chat_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "chat_settings_public_after_delete" AFTER DELETE ON "chat_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "articles_public_after_insert" AFTER INSERT ON "articles"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "articles_public_after_update" AFTER UPDATE ON "articles"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "articles_public_after_delete" AFTER DELETE ON "articles"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "operator_settings_public_after_insert" AFTER INSERT ON "operator_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "operator_settings_public_after_update" AFTER UPDATE ON "operator_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "operator_settings_public_after_delete" AFTER DELETE ON "operator_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "location_pages_public_after_insert" AFTER INSERT ON "location_pages"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "location_pages_public_after_update" AFTER UPDATE ON "location_pages"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "location_pages_public_after_delete" AFTER DELETE ON "location_pages"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_public_after_insert" AFTER INSERT ON "subscriptions"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_public_after_update" AFTER UPDATE ON "subscriptions"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_public_after_delete" AFTER DELETE ON "subscriptions"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialists_public_after_insert" AFTER INSERT ON "specialists"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "specialists_public_after_delete" AFTER DELETE ON "specialists"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
-- The lead triggers change only last_lead_at and last_lead_seq, which only matching reads.
CREATE TRIGGER "specialists_public_after_update" AFTER UPDATE ON "specialists"
FOR EACH ROW WHEN (old.last_lead_at IS NOT DISTINCT FROM new.last_lead_at
	AND old.last_lead_seq IS NOT DISTINCT FROM new.last_lead_seq)
EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
-- Only published reviews show; a review waiting for moderation changes no page.
CREATE TRIGGER "reviews_public_after_insert" AFTER INSERT ON "reviews"
FOR EACH ROW WHEN (new.status = 'published') EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "reviews_public_after_update" AFTER UPDATE ON "reviews"
FOR EACH ROW WHEN (old.status = 'published' OR new.status = 'published')
EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "reviews_public_after_delete" AFTER DELETE ON "reviews"
FOR EACH ROW WHEN (old.status = 'published') EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
-- A firm's first answer to a lead moves its public response figures.
CREATE TRIGGER "enquiry_recipients_public_after_first_response" AFTER UPDATE OF "first_response_at" ON "enquiry_recipients"
FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
