-- Payments (issue 13, docs/decisions/034): the subscription copy gains the provider's status, the
-- grace period and the downgrade reason; webhook events know their account and whether they reached
-- the workflow; the embedded local provider's store.
ALTER TABLE `subscriptions` ADD `provider_status` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `grace_ends_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `downgrade_reason` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `downgrade_requested_at` integer;--> statement-breakpoint
ALTER TABLE `processed_webhook_events` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `processed_webhook_events` ADD `forwarded_at` integer;--> statement-breakpoint
CREATE INDEX `processed_webhook_events_user_idx` ON `processed_webhook_events` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_customer_idx` ON `subscriptions` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `local_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`plan` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`customer_id` text,
	`subscription_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_checkout_sessions_user_idx` ON `local_checkout_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `local_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`canceled_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_subscriptions_customer_idx` ON `local_subscriptions` (`customer_id`);--> statement-breakpoint
CREATE TABLE `local_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`amount_paid_cents` integer NOT NULL,
	`status` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_invoices_customer_idx` ON `local_invoices` (`customer_id`);
