CREATE TABLE `known_devices` (
	`id` integer PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`label` text NOT NULL,
	`last_sign_in_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `known_devices_token_hash_unique` ON `known_devices` (`token_hash`);--> statement-breakpoint
CREATE INDEX `known_devices_user_idx` ON `known_devices` (`role`,`user_id`);--> statement-breakpoint
CREATE TABLE `login_throttles` (
	`id` integer PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`email` text NOT NULL,
	`source` text NOT NULL,
	`failures` integer NOT NULL,
	`last_failure_at` integer NOT NULL,
	`blocked_until` integer NOT NULL,
	`owner_notified_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_throttles_key_unique` ON `login_throttles` (`role`,`email`,`source`);--> statement-breakpoint
CREATE INDEX `login_throttles_last_failure_idx` ON `login_throttles` (`last_failure_at`);--> statement-breakpoint
CREATE TABLE `sign_in_links` (
	`id` integer PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_links_token_hash_unique` ON `sign_in_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_links_user_idx` ON `sign_in_links` (`role`,`user_id`,`created_at`);