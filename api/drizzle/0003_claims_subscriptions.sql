CREATE TABLE `claim_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`specialist_id` integer NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`proof` text NOT NULL,
	`tier` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claim_requests_reference_unique` ON `claim_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `claim_requests_specialist_idx` ON `claim_requests` (`specialist_id`);--> statement-breakpoint
CREATE TABLE `subscription_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`tier` text NOT NULL,
	`monthly_pence` integer NOT NULL,
	`source` text NOT NULL,
	`business_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`invoice_email` text NOT NULL,
	`phone` text,
	`invoice_address` text NOT NULL,
	`claim_request_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`claim_request_id`) REFERENCES `claim_requests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_requests_reference_unique` ON `subscription_requests` (`reference`);