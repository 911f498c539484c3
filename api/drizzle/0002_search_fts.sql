-- Full-text index of the directory for GET /api/search: one row per specialist (rowid = specialists.id)
-- holding its name, description, city name and service labels. Kept in step by the triggers below,
-- so every writer (seed, admin screens, tests) updates it without knowing it exists.
CREATE VIRTUAL TABLE `specialist_search` USING fts5(
	`name`, `description`, `city`, `services`,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);
--> statement-breakpoint
INSERT INTO `specialist_search` (rowid, `name`, `description`, `city`, `services`)
SELECT sp.id, sp.name, sp.description, c.name,
	(SELECT coalesce(group_concat(ss.label || ' ' || sv.name, ' '), '')
		FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
		WHERE ss.specialist_id = sp.id)
FROM specialists sp JOIN cities c ON c.id = sp.city_id;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_after_insert` AFTER INSERT ON `specialists` BEGIN
	INSERT INTO specialist_search (rowid, name, description, city, services)
	VALUES (new.id, new.name, new.description,
		(SELECT name FROM cities WHERE id = new.city_id),
		(SELECT coalesce(group_concat(ss.label || ' ' || sv.name, ' '), '')
			FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
			WHERE ss.specialist_id = new.id));
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_after_update` AFTER UPDATE OF name, description, city_id ON `specialists` BEGIN
	UPDATE specialist_search
	SET name = new.name, description = new.description,
		city = (SELECT name FROM cities WHERE id = new.city_id)
	WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_after_delete` AFTER DELETE ON `specialists` BEGIN
	DELETE FROM specialist_search WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_services_after_insert` AFTER INSERT ON `specialist_services` BEGIN
	UPDATE specialist_search
	SET services = (SELECT coalesce(group_concat(ss.label || ' ' || sv.name, ' '), '')
		FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
		WHERE ss.specialist_id = new.specialist_id)
	WHERE rowid = new.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_services_after_update` AFTER UPDATE ON `specialist_services` BEGIN
	UPDATE specialist_search
	SET services = (SELECT coalesce(group_concat(ss.label || ' ' || sv.name, ' '), '')
		FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
		WHERE ss.specialist_id = specialist_search.rowid)
	WHERE rowid IN (old.specialist_id, new.specialist_id);
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_services_after_delete` AFTER DELETE ON `specialist_services` BEGIN
	UPDATE specialist_search
	SET services = (SELECT coalesce(group_concat(ss.label || ' ' || sv.name, ' '), '')
		FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
		WHERE ss.specialist_id = old.specialist_id)
	WHERE rowid = old.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_city_after_update` AFTER UPDATE OF name ON `cities` BEGIN
	UPDATE specialist_search SET city = new.name
	WHERE rowid IN (SELECT id FROM specialists WHERE city_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_search_service_name_after_update` AFTER UPDATE OF name ON `services` BEGIN
	UPDATE specialist_search
	SET services = (SELECT coalesce(group_concat(ss.label || ' ' || sv.name, ' '), '')
		FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
		WHERE ss.specialist_id = specialist_search.rowid)
	WHERE rowid IN (SELECT specialist_id FROM specialist_services WHERE service_slug = new.slug);
END;
