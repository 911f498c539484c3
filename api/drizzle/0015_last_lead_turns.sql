ALTER TABLE `specialists` ADD `last_lead_seq` integer;--> statement-breakpoint
-- The rowid of each specialist's newest lead breaks ties between leads of the same millisecond:
-- an enquiry's recipients share its time, and ordered by last_lead_at then id alone, the lowest
-- id of one enquiry's recipients kept coming back first, so a tied group was not served in turn
-- (ADR 017). Newest means latest created_at, then highest rowid.
UPDATE `specialists` SET (`last_lead_at`, `last_lead_seq`) = (SELECT r.created_at, r.rowid
	FROM enquiry_recipients r WHERE r.specialist_id = specialists.id
	ORDER BY r.created_at DESC, r.rowid DESC LIMIT 1);
--> statement-breakpoint
DROP TRIGGER `enquiry_recipients_last_lead_after_insert`;--> statement-breakpoint
DROP TRIGGER `enquiry_recipients_last_lead_after_delete`;--> statement-breakpoint
DROP TRIGGER `enquiry_recipients_last_lead_after_update`;--> statement-breakpoint
-- SET expressions read the row as it was, so last_lead_seq compares against the old last_lead_at.
CREATE TRIGGER `enquiry_recipients_last_lead_after_insert` AFTER INSERT ON `enquiry_recipients` BEGIN
	UPDATE specialists SET
		last_lead_seq = CASE WHEN new.created_at >= coalesce(last_lead_at, 0) THEN new.rowid
			ELSE last_lead_seq END,
		last_lead_at = max(coalesce(last_lead_at, 0), new.created_at)
	WHERE id = new.specialist_id;
END;
--> statement-breakpoint
-- A lead taken away (admin reassignment, an enquiry deleted) no longer counts: that specialist's
-- newest lead is read again, one seek on enquiry_recipients_specialist_idx.
CREATE TRIGGER `enquiry_recipients_last_lead_after_delete` AFTER DELETE ON `enquiry_recipients` BEGIN
	UPDATE specialists SET (last_lead_at, last_lead_seq) = (SELECT r.created_at, r.rowid
		FROM enquiry_recipients r WHERE r.specialist_id = old.specialist_id
		ORDER BY r.created_at DESC, r.rowid DESC LIMIT 1)
	WHERE id = old.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `enquiry_recipients_last_lead_after_update` AFTER UPDATE OF specialist_id, created_at ON `enquiry_recipients` BEGIN
	UPDATE specialists SET (last_lead_at, last_lead_seq) = (SELECT r.created_at, r.rowid
		FROM enquiry_recipients r WHERE r.specialist_id = specialists.id
		ORDER BY r.created_at DESC, r.rowid DESC LIMIT 1)
	WHERE id IN (old.specialist_id, new.specialist_id);
END;
--> statement-breakpoint
DROP INDEX `specialists_match_idx`;--> statement-breakpoint
CREATE INDEX `specialists_match_idx` ON `specialists` (
	`city_id`, `status`, (CASE `tier` WHEN 'featured' THEN 0 WHEN 'standard' THEN 1 ELSE 2 END),
	(CASE WHEN `review_count` = 0 THEN 0 ELSE `rating_sum` * 1.0 / `review_count` END) DESC,
	`last_lead_at`, `last_lead_seq`, `id`);
