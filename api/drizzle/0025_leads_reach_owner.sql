ALTER TABLE `specialist_messages` ADD `business_read_at` integer;--> statement-breakpoint
ALTER TABLE `claim_requests` ADD `lead_email` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `reply_to` text;