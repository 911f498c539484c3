-- The full-text index again with prefix indexes for 2 to 8 characters (was 2 and 3): search
-- matches its last word as a prefix ('carpet' finds 'Carpets'), and without an index for that
-- length FTS5 merges the lists of every word starting with it on each search (about 1.5 ms of
-- CPU for 'carpet' at 50,000 specialists, against 0.2 ms with it). The triggers of migration
-- 0002 live on the other tables and keep writing to the recreated table.
DROP TABLE `specialist_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `specialist_search` USING fts5(
	`name`, `description`, `city`, `services`,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO `specialist_search` (rowid, `name`, `description`, `city`, `services`)
SELECT sp.id, sp.name, sp.description, c.name,
	(SELECT coalesce(group_concat(ss.label || ' ' || sv.name, ' '), '')
		FROM specialist_services ss JOIN services sv ON sv.slug = ss.service_slug
		WHERE ss.specialist_id = sp.id)
FROM specialists sp JOIN cities c ON c.id = sp.city_id;
