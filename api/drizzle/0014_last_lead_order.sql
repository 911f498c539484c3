ALTER TABLE `specialists` ADD `last_lead_at` integer;--> statement-breakpoint
-- When each specialist last received a lead (null: never), kept by SQLite from
-- enquiry_recipients, so the fair order's tie-break ("longest since its last lead") is read from
-- an index instead of counting the tied group's recent leads per enquiry (ADR 017).
UPDATE `specialists` SET `last_lead_at` = (SELECT max(r.created_at) FROM enquiry_recipients r
	WHERE r.specialist_id = specialists.id);
--> statement-breakpoint
CREATE TRIGGER `enquiry_recipients_last_lead_after_insert` AFTER INSERT ON `enquiry_recipients` BEGIN
	UPDATE specialists SET last_lead_at = max(coalesce(last_lead_at, 0), new.created_at)
	WHERE id = new.specialist_id;
END;
--> statement-breakpoint
-- A lead taken away (admin reassignment, an enquiry deleted) no longer counts: recount that
-- specialist's newest lead, one seek on enquiry_recipients_specialist_idx.
CREATE TRIGGER `enquiry_recipients_last_lead_after_delete` AFTER DELETE ON `enquiry_recipients` BEGIN
	UPDATE specialists SET last_lead_at = (SELECT max(r.created_at) FROM enquiry_recipients r
		WHERE r.specialist_id = old.specialist_id)
	WHERE id = old.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `enquiry_recipients_last_lead_after_update` AFTER UPDATE OF specialist_id, created_at ON `enquiry_recipients` BEGIN
	UPDATE specialists SET last_lead_at = (SELECT max(r.created_at) FROM enquiry_recipients r
		WHERE r.specialist_id = specialists.id)
	WHERE id IN (old.specialist_id, new.specialist_id);
END;
--> statement-breakpoint
-- The fair order within a city: tier, exact average rating, then longest since the last lead
-- (NULLs, never served, first), then id; a match reads the first few entries of its city.
DROP INDEX `specialists_match_idx`;--> statement-breakpoint
CREATE INDEX `specialists_match_idx` ON `specialists` (
	`city_id`, `status`, (CASE `tier` WHEN 'featured' THEN 0 WHEN 'standard' THEN 1 ELSE 2 END),
	(CASE WHEN `review_count` = 0 THEN 0 ELSE `rating_sum` * 1.0 / `review_count` END) DESC,
	`last_lead_at`, `id`);
