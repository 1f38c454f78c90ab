-- Dispute letters (issue 14, docs/decisions/046-…): what kind of letter it is, whether it carries the
-- free plan's watermark, the user's milestones (mailed, response received, resolved with an outcome
-- and the amount recovered) and the deadlines the `dispute-{letterId}` workflow keeps.
ALTER TABLE `dispute_letters` ADD `kind` text DEFAULT 'billing_error_dispute' NOT NULL;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `watermarked` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `failure_reason` text;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `filed_at` integer;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `mailed_at` integer;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `response_received_at` integer;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `resolved_at` integer;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `recovered_cents` integer;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `next_reminder_at` integer;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `deadlines` text;--> statement-breakpoint
ALTER TABLE `dispute_letters` ADD `notices_sent` text;--> statement-breakpoint
CREATE INDEX `dispute_letters_user_created_idx` ON `dispute_letters` (`user_id`,`created_at`);
