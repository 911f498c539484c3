ALTER TABLE `enquiries` ADD `visitor_token_hash` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `closed_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_visitor_token_hash_unique` ON `enquiries` (`visitor_token_hash`);