CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`actor_kind` text NOT NULL,
	`actor_id` integer,
	`actor_label` text NOT NULL,
	`entity_kind` text NOT NULL,
	`entity_id` text NOT NULL,
	`action` text NOT NULL,
	`before_json` text,
	`after_json` text,
	`source` text NOT NULL,
	`reviewed_at` integer,
	`reviewed_by` text,
	`review_outcome` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_kind`,`entity_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_label`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_unreviewed_idx` ON `audit_log` (`at`) WHERE reviewed_at is null and actor_kind = 'business' and entity_kind = 'listing';