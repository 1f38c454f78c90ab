ALTER TABLE `documents` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `page_count` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `recognition_method` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `extracted_at` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `reminder_sent_at` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `stale_at` integer;--> statement-breakpoint
CREATE INDEX `documents_user_sha_idx` ON `documents` (`user_id`,`sha256`);--> statement-breakpoint
CREATE INDEX `documents_processing_idx` ON `documents` (`processing_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_subject_idx` ON `audit_log` (`action`,`subject_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `diagnosis_codes_line_idx` ON `diagnosis_codes` (`line_item_id`);--> statement-breakpoint
CREATE INDEX `feedback_user_idx` ON `feedback` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `feedback_bill_idx` ON `feedback` (`bill_id`);--> statement-breakpoint
CREATE INDEX `line_items_user_idx` ON `line_items` (`user_id`);