-- Reading real-world documents and reconciling them (issue 17): how many pages of a document the
-- reader has finished (Smart Capture shows "page 3 of 12"), and how an EOB found its bill — the bill
-- the matcher suggests for one click, and whether the link was made by the claim number, by
-- provider + date of service + amounts, or by the user.
ALTER TABLE `documents` ADD `pages_read` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `suggested_bill_id` text REFERENCES bills(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `documents` ADD `bill_matched_by` text;
