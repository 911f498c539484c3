CREATE TABLE `admins` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (`email`);--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`specialist_id` integer NOT NULL,
	`password_hash` text,
	`setup_token_hash` text,
	`setup_token_expires_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_email_unique` ON `businesses` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_specialist_id_unique` ON `businesses` (`specialist_id`);--> statement-breakpoint
CREATE TABLE `chat_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`page_settings` text NOT NULL,
	`allowed_origins` text NOT NULL,
	`contact_email` text NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`region` text NOT NULL,
	`postcode_areas` text NOT NULL,
	`population` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cities_slug_unique` ON `cities` (`slug`);--> statement-breakpoint
CREATE TABLE `enquiries` (
	`id` integer PRIMARY KEY NOT NULL,
	`public_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`flooring_type` text NOT NULL,
	`location` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text DEFAULT '' NOT NULL,
	`customer_phone` text DEFAULT '' NOT NULL,
	`budget_range` text NOT NULL,
	`urgency` text NOT NULL,
	`project_details` text DEFAULT '' NOT NULL,
	`customer_message` text,
	`chatbot_source` text NOT NULL,
	`page_context` text,
	`selected_service_slug` text,
	`selected_service_name` text,
	`intent` text,
	`consultation_preference` text,
	`postcode` text,
	`specialist_id` integer,
	`idempotency_key` text,
	`request_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_public_id_unique` ON `enquiries` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_idempotency_key_unique` ON `enquiries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `enquiries_created_idx` ON `enquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `enquiry_recipients` (
	`enquiry_id` integer NOT NULL,
	`specialist_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`enquiry_id`, `specialist_id`),
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `enquiry_recipients_specialist_idx` ON `enquiry_recipients` (`specialist_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`kind` text NOT NULL,
	`enquiry_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY NOT NULL,
	`specialist_id` integer NOT NULL,
	`customer_name` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`business_reply` text,
	`business_replied_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `reviews_specialist_status_created_idx` ON `reviews` (`specialist_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `services` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`keywords` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`role` text NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`role`,`user_id`);--> statement-breakpoint
CREATE TABLE `specialist_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`specialist_id` integer NOT NULL,
	`sender_name` text NOT NULL,
	`sender_email` text NOT NULL,
	`sender_phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`page_url` text NOT NULL,
	`page_type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `specialist_services` (
	`specialist_id` integer NOT NULL,
	`service_slug` text NOT NULL,
	`label` text NOT NULL,
	PRIMARY KEY(`specialist_id`, `service_slug`),
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_slug`) REFERENCES `services`(`slug`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `specialist_services_service_idx` ON `specialist_services` (`service_slug`);--> statement-breakpoint
CREATE TABLE `specialists` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`city_id` integer NOT NULL,
	`description` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`website` text,
	`postcode` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`tier` text DEFAULT 'free' NOT NULL,
	`claimed_by_business_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`claimed_by_business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `specialists_slug_unique` ON `specialists` (`slug`);--> statement-breakpoint
CREATE INDEX `specialists_city_status_idx` ON `specialists` (`city_id`,`status`);