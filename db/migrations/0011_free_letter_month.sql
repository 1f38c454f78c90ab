-- A free plan's letter holds its calendar month (issue 14, docs/decisions/054-…): at most one letter
-- of a user per month carries the month here, so two requests at once cannot both take the free
-- letter. Premium letters leave it empty (SQLite's unique index lets NULLs repeat); a letter that
-- could not be made empties it, giving the month back.
ALTER TABLE `dispute_letters` ADD `free_month` text;--> statement-breakpoint
CREATE UNIQUE INDEX `dispute_letters_free_month_unique` ON `dispute_letters` (`user_id`,`free_month`);
