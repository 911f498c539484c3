-- A stamp that changes whenever data a public page shows may have changed, so the server can keep
-- rendered pages and cached reads until then (ADR 037, api/src/db/public-data-version.ts). Writes
-- no public page shows (enquiries, their recipients and mails, rate-limit counters, sessions,
-- sign-in records, health checks) leave it as it is, so a busy enquiry stream does not empty the
-- caches. random(), not a counter: a rolled-back change puts the old stamp back, and a counter
-- would then hand the next change the same number as the rolled-back one.
CREATE TABLE `public_data_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`stamp` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `public_data_version` (`id`, `stamp`) VALUES (1, random());
--> statement-breakpoint
CREATE TRIGGER `cities_public_after_insert` AFTER INSERT ON `cities` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `cities_public_after_update` AFTER UPDATE ON `cities` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `cities_public_after_delete` AFTER DELETE ON `cities` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `services_public_after_insert` AFTER INSERT ON `services` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `services_public_after_update` AFTER UPDATE ON `services` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `services_public_after_delete` AFTER DELETE ON `services` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_public_after_insert` AFTER INSERT ON `businesses` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_public_after_update` AFTER UPDATE ON `businesses` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_public_after_delete` AFTER DELETE ON `businesses` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_services_public_after_insert` AFTER INSERT ON `specialist_services` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_services_public_after_update` AFTER UPDATE ON `specialist_services` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_services_public_after_delete` AFTER DELETE ON `specialist_services` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_checks_public_after_insert` AFTER INSERT ON `specialist_checks` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_checks_public_after_update` AFTER UPDATE ON `specialist_checks` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_checks_public_after_delete` AFTER DELETE ON `specialist_checks` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_images_public_after_insert` AFTER INSERT ON `specialist_images` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_images_public_after_update` AFTER UPDATE ON `specialist_images` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialist_images_public_after_delete` AFTER DELETE ON `specialist_images` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `chat_settings_public_after_insert` AFTER INSERT ON `chat_settings` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `chat_settings_public_after_update` AFTER UPDATE ON `chat_settings` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `chat_settings_public_after_delete` AFTER DELETE ON `chat_settings` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `articles_public_after_insert` AFTER INSERT ON `articles` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `articles_public_after_update` AFTER UPDATE ON `articles` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `articles_public_after_delete` AFTER DELETE ON `articles` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `operator_settings_public_after_insert` AFTER INSERT ON `operator_settings` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `operator_settings_public_after_update` AFTER UPDATE ON `operator_settings` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `operator_settings_public_after_delete` AFTER DELETE ON `operator_settings` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `location_pages_public_after_insert` AFTER INSERT ON `location_pages` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `location_pages_public_after_update` AFTER UPDATE ON `location_pages` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `location_pages_public_after_delete` AFTER DELETE ON `location_pages` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_public_after_insert` AFTER INSERT ON `subscriptions` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_public_after_update` AFTER UPDATE ON `subscriptions` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_public_after_delete` AFTER DELETE ON `subscriptions` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
-- The lead triggers (migrations 0014, 0015) change only last_lead_at and last_lead_seq, which
-- only matching reads; every other change to a listing shows.
--> statement-breakpoint
CREATE TRIGGER `specialists_public_after_insert` AFTER INSERT ON `specialists` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialists_public_after_delete` AFTER DELETE ON `specialists` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `specialists_public_after_update` AFTER UPDATE ON `specialists` WHEN old.last_lead_at IS new.last_lead_at AND old.last_lead_seq IS new.last_lead_seq BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
-- Only published reviews show; a review waiting for moderation changes no page.
--> statement-breakpoint
CREATE TRIGGER `reviews_public_after_insert` AFTER INSERT ON `reviews` WHEN new.status = 'published' BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_public_after_update` AFTER UPDATE ON `reviews` WHEN old.status = 'published' OR new.status = 'published' BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_public_after_delete` AFTER DELETE ON `reviews` WHEN old.status = 'published' BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
-- A firm's first answer to a lead moves its public response figures.
--> statement-breakpoint
CREATE TRIGGER `enquiry_recipients_public_after_first_response` AFTER UPDATE OF `first_response_at` ON `enquiry_recipients` BEGIN
	UPDATE `public_data_version` SET `stamp` = random();
END;
