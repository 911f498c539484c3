CREATE INDEX `claim_requests_created_idx` ON `claim_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `subscription_requests_created_idx` ON `subscription_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `subscription_requests_claim_idx` ON `subscription_requests` (`claim_request_id`);--> statement-breakpoint
CREATE INDEX `review_invites_review_idx` ON `review_invites` (`review_id`);--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);