-- Every node keeps reads until the public data changes (ADR 037, 054): the stamps' bumps now
-- also notify `flo_data_versions` with the table and its new stamp, so a node listening there
-- learns of another node's write when it commits (notifications are sent at commit, in commit
-- order, and never for a rolled-back write), without asking the database on every read.
CREATE OR REPLACE FUNCTION "public_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next bigint := floor(random() * 9007199254740991);
BEGIN
	UPDATE public_data_version SET stamp = next;
	PERFORM pg_notify('flo_data_versions', 'public_data_version ' || next);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "city_points_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next bigint := floor(random() * 9007199254740991);
BEGIN
	UPDATE city_points_version SET stamp = next;
	PERFORM pg_notify('flo_data_versions', 'city_points_version ' || next);
	RETURN NULL;
END $$;
