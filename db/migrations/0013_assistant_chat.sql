-- The assistant's conversations (issue 16, docs/decisions/067-…): a user's questions and the answers
-- with their citations, deletable and gone with the account; and the user's opt-in to an external
-- model wording the answers (off until they turn it on on the Account page).
CREATE TABLE `chat_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bill_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_conversations_user_idx` ON `chat_conversations` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`text` text NOT NULL,
	`citations` text,
	`actions` text,
	`intent` text,
	`bill_id` text,
	`worded_by` text,
	`request_key` text,
	`counted` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `chat_conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_messages_conversation_idx` ON `chat_messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `chat_messages_user_idx` ON `chat_messages` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_request_key_unique` ON `chat_messages` (`user_id`,`request_key`,`role`);--> statement-breakpoint
ALTER TABLE `users` ADD `ai_external_opt_in` integer DEFAULT false NOT NULL;
