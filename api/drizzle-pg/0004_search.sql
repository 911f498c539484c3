-- The directory's full-text index for GET /api/search, PostgreSQL's counterpart of SQLite's FTS5
-- table (SQLite migrations 0002, 0011): one row per specialist (rowid = specialists.id) holding
-- its name, description, city name and service labels, kept in step by triggers of the same names,
-- so every writer updates it without knowing it exists. The tsvector is a stored generated column
-- over those four texts, searched through a GIN index. Words are lower-cased and stripped of
-- accents and never stemmed, like FTS5's unicode61 tokenizer with remove_diacritics; prefix
-- queries ('carpet:*') read the same GIN index, where FTS5 needed its prefix indexes. The weights
-- rank as the bm25 weights of api/src/search/repository.ts do (name 10, city and services 4,
-- description 1): A = 1.0, B = 0.4, D = 0.1 in ts_rank's default weights array {0.1, 0.2, 0.4, 1.0}.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "flo_search" (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "flo_search" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
CREATE TABLE "specialist_search" (
	"rowid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"city" text NOT NULL,
	"services" text NOT NULL,
	"document" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('flo_search', "name"), 'A') ||
		setweight(to_tsvector('flo_search', "city"), 'B') ||
		setweight(to_tsvector('flo_search', "services"), 'B') ||
		setweight(to_tsvector('flo_search', "description"), 'D')) STORED
);
--> statement-breakpoint
CREATE INDEX "specialist_search_document_idx" ON "specialist_search" USING gin ("document");
--> statement-breakpoint
-- Each service a specialist offers as its label and the service's name, in the order recorded.
CREATE FUNCTION "specialist_search_services"(specialist integer) RETURNS text
LANGUAGE sql STABLE AS $$
	SELECT coalesce(string_agg(ss.label || ' ' || sv.name, ' ' ORDER BY ss.rowid), '')
	FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
	WHERE ss.specialist_id = specialist
$$;
--> statement-breakpoint
INSERT INTO "specialist_search" ("rowid", "name", "description", "city", "services")
SELECT sp.id, sp.name, sp.description, c.name, specialist_search_services(sp.id)
FROM specialists sp JOIN cities c ON c.id = sp.city_id;
--> statement-breakpoint
CREATE FUNCTION "specialist_search_specialist"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO specialist_search (rowid, name, description, city, services)
		VALUES (new.id, new.name, new.description,
			(SELECT name FROM cities WHERE id = new.city_id), specialist_search_services(new.id));
	ELSIF TG_OP = 'UPDATE' THEN
		UPDATE specialist_search SET name = new.name, description = new.description,
			city = (SELECT name FROM cities WHERE id = new.city_id)
		WHERE rowid = new.id;
	ELSE
		DELETE FROM specialist_search WHERE rowid = old.id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "specialist_search_after_insert" AFTER INSERT ON "specialists"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_specialist"();
--> statement-breakpoint
CREATE TRIGGER "specialist_search_after_update" AFTER UPDATE OF name, description, city_id ON "specialists"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_specialist"();
--> statement-breakpoint
CREATE TRIGGER "specialist_search_after_delete" AFTER DELETE ON "specialists"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_specialist"();
--> statement-breakpoint
CREATE FUNCTION "specialist_search_services_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE specialist_search SET services = specialist_search_services(old.specialist_id)
		WHERE rowid = old.specialist_id;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		UPDATE specialist_search SET services = specialist_search_services(new.specialist_id)
		WHERE rowid = new.specialist_id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "specialist_search_services_after_insert" AFTER INSERT ON "specialist_services"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_services_changed"();
--> statement-breakpoint
CREATE TRIGGER "specialist_search_services_after_update" AFTER UPDATE ON "specialist_services"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_services_changed"();
--> statement-breakpoint
CREATE TRIGGER "specialist_search_services_after_delete" AFTER DELETE ON "specialist_services"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_services_changed"();
--> statement-breakpoint
CREATE FUNCTION "specialist_search_city_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE specialist_search SET city = new.name
	WHERE rowid IN (SELECT id FROM specialists WHERE city_id = new.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "specialist_search_city_after_update" AFTER UPDATE OF name ON "cities"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_city_renamed"();
--> statement-breakpoint
CREATE FUNCTION "specialist_search_service_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE specialist_search SET services = specialist_search_services(rowid)
	WHERE rowid IN (SELECT specialist_id FROM specialist_services WHERE service_slug = new.slug);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "specialist_search_service_name_after_update" AFTER UPDATE OF name ON "services"
FOR EACH ROW EXECUTE FUNCTION "specialist_search_service_renamed"();
