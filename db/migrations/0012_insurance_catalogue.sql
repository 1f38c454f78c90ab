-- The insurance plan catalogue (issue 15): reference tables the importers in db/reference fill from
-- the CMS Plan Attributes PUF, Benefits and Cost Sharing PUF and MA & Part D Landscape.
-- Users never write here; their policies stay in insurance_policies.
CREATE TABLE `insurance_plans` (
	`plan_id` text NOT NULL,
	`state` text NOT NULL,
	`year` integer NOT NULL,
	`source` text NOT NULL,
	`carrier_id` text NOT NULL,
	`carrier_name` text NOT NULL,
	`carrier_marketing_name` text,
	`parent_organization` text,
	`plan_name` text NOT NULL,
	`marketing_name` text,
	`plan_category` text NOT NULL,
	`plan_type_id` text NOT NULL,
	`network_type` text,
	`star_rating_tenths` integer,
	`premium_monthly_cents` integer,
	`ded_inn_individual_cents` integer,
	`ded_inn_family_cents` integer,
	`ded_oon_individual_cents` integer,
	`ded_oon_family_cents` integer,
	`moop_inn_individual_cents` integer,
	`moop_inn_family_cents` integer,
	`moop_oon_individual_cents` integer,
	`moop_oon_family_cents` integer,
	PRIMARY KEY(`plan_id`, `state`)
);--> statement-breakpoint
CREATE INDEX `insurance_plans_carrier_idx` ON `insurance_plans` (`carrier_id`,`plan_type_id`,`state`);--> statement-breakpoint
CREATE TABLE `insurance_plan_benefits` (
	`plan_id` text NOT NULL,
	`year` integer NOT NULL,
	`benefit_name` text NOT NULL,
	`tier` text NOT NULL,
	`copay_cents` integer,
	`coinsurance_basis_points` integer,
	`after_deductible` integer NOT NULL,
	`visit_limit` text,
	`description` text NOT NULL,
	PRIMARY KEY(`plan_id`, `year`, `benefit_name`, `tier`)
);--> statement-breakpoint
CREATE TABLE `insurance_carriers` (
	`carrier_id` text PRIMARY KEY NOT NULL,
	`display_name` text NOT NULL,
	`marketing_name` text,
	`parent_organization` text,
	`plan_count` integer NOT NULL
);--> statement-breakpoint
ALTER TABLE `insurance_policies` ADD `plan_type_id` text;
