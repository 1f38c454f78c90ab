CREATE TABLE `allowed_senders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `allowed_senders_user_email_idx` ON `allowed_senders` (`user_id`,`email`);--> statement-breakpoint
CREATE TABLE `held_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`ingested_email_id` text NOT NULL,
	`original_filename` text NOT NULL,
	`content_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`sha256` text NOT NULL,
	`storage_key` text NOT NULL,
	`claimed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ingested_email_id`) REFERENCES `ingested_emails`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `held_documents_user_idx` ON `held_documents` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ingested_emails_user_received_idx` ON `ingested_emails` (`user_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `ingested_emails_status_received_idx` ON `ingested_emails` (`status`,`received_at`);
