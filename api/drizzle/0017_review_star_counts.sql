ALTER TABLE `specialists` ADD `one_star_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `specialists` ADD `two_star_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `specialists` ADD `three_star_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `specialists` ADD `four_star_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `specialists` ADD `five_star_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Published reviews per star rating, kept by SQLite like the totals of 0008 (separate triggers,
-- so those stay as they were): the chat and the profile read the breakdown off the specialist's
-- row instead of grouping its reviews on every request.
UPDATE `specialists` SET
	`one_star_count` = (SELECT count(*) FROM reviews r WHERE r.specialist_id = specialists.id AND r.status = 'published' AND r.rating = 1),
	`two_star_count` = (SELECT count(*) FROM reviews r WHERE r.specialist_id = specialists.id AND r.status = 'published' AND r.rating = 2),
	`three_star_count` = (SELECT count(*) FROM reviews r WHERE r.specialist_id = specialists.id AND r.status = 'published' AND r.rating = 3),
	`four_star_count` = (SELECT count(*) FROM reviews r WHERE r.specialist_id = specialists.id AND r.status = 'published' AND r.rating = 4),
	`five_star_count` = (SELECT count(*) FROM reviews r WHERE r.specialist_id = specialists.id AND r.status = 'published' AND r.rating = 5);
--> statement-breakpoint
CREATE TRIGGER `reviews_stars_after_insert` AFTER INSERT ON `reviews` WHEN new.status = 'published' BEGIN
	UPDATE specialists SET one_star_count = one_star_count + (new.rating = 1),
		two_star_count = two_star_count + (new.rating = 2),
		three_star_count = three_star_count + (new.rating = 3),
		four_star_count = four_star_count + (new.rating = 4),
		five_star_count = five_star_count + (new.rating = 5)
	WHERE id = new.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_stars_after_delete` AFTER DELETE ON `reviews` WHEN old.status = 'published' BEGIN
	UPDATE specialists SET one_star_count = one_star_count - (old.rating = 1),
		two_star_count = two_star_count - (old.rating = 2),
		three_star_count = three_star_count - (old.rating = 3),
		four_star_count = four_star_count - (old.rating = 4),
		five_star_count = five_star_count - (old.rating = 5)
	WHERE id = old.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_stars_after_update` AFTER UPDATE OF status, rating, specialist_id ON `reviews`
WHEN old.status = 'published' OR new.status = 'published' BEGIN
	UPDATE specialists SET one_star_count = one_star_count - (old.rating = 1),
		two_star_count = two_star_count - (old.rating = 2),
		three_star_count = three_star_count - (old.rating = 3),
		four_star_count = four_star_count - (old.rating = 4),
		five_star_count = five_star_count - (old.rating = 5)
	WHERE id = old.specialist_id AND old.status = 'published';
	UPDATE specialists SET one_star_count = one_star_count + (new.rating = 1),
		two_star_count = two_star_count + (new.rating = 2),
		three_star_count = three_star_count + (new.rating = 3),
		four_star_count = four_star_count + (new.rating = 4),
		five_star_count = five_star_count + (new.rating = 5)
	WHERE id = new.specialist_id AND new.status = 'published';
END;
