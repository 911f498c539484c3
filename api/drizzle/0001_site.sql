CREATE TABLE `articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`published_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_posts` (
	`enquiry_id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`service_slug` text NOT NULL,
	`preferred_contact` text DEFAULT 'either' NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_slug`) REFERENCES `services`(`slug`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY NOT NULL,
	`public_id` text NOT NULL,
	`enquiry_id` integer NOT NULL,
	`specialist_id` integer NOT NULL,
	`amount_pence` integer NOT NULL,
	`description` text NOT NULL,
	`line_items` text NOT NULL,
	`valid_until` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`accept_token_hash` text NOT NULL,
	`accepted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "quotes_amount_positive" CHECK("quotes"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_public_id_unique` ON `quotes` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_accept_token_hash_unique` ON `quotes` (`accept_token_hash`);--> statement-breakpoint
CREATE INDEX `quotes_enquiry_idx` ON `quotes` (`enquiry_id`);--> statement-breakpoint
CREATE TABLE `review_invites` (
	`id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`specialist_id` integer NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`review_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_invites_token_hash_unique` ON `review_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `review_invites_specialist_idx` ON `review_invites` (`specialist_id`);