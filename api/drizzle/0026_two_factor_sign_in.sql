CREATE TABLE `two_factor_challenges` (
	`id` integer PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `two_factor_challenges_token_hash_unique` ON `two_factor_challenges` (`token_hash`);--> statement-breakpoint
CREATE INDEX `two_factor_challenges_expires_idx` ON `two_factor_challenges` (`expires_at`);--> statement-breakpoint
CREATE TABLE `two_factor_logins` (
	`id` integer PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`user_id` integer NOT NULL,
	`secret` text,
	`pending_secret` text,
	`enabled_at` integer,
	`last_used_step` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `two_factor_logins_user_unique` ON `two_factor_logins` (`role`,`user_id`);--> statement-breakpoint
CREATE TABLE `two_factor_recovery_codes` (
	`id` integer PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `two_factor_recovery_codes_code_hash_unique` ON `two_factor_recovery_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `two_factor_recovery_codes_user_idx` ON `two_factor_recovery_codes` (`role`,`user_id`);