CREATE TABLE `gpci_localities` (
	`mac` text NOT NULL,
	`locality` text NOT NULL,
	`state` text NOT NULL,
	`name` text NOT NULL,
	`work_gpci` integer NOT NULL,
	`pe_gpci` integer NOT NULL,
	`mp_gpci` integer NOT NULL,
	PRIMARY KEY(`mac`, `locality`)
);
--> statement-breakpoint
CREATE TABLE `hcpcs_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`long_description` text NOT NULL,
	`short_description` text NOT NULL,
	`pricing_indicator` text NOT NULL,
	`coverage_code` text NOT NULL,
	`betos` text NOT NULL,
	`add_date` text,
	`action_effective_date` text,
	`termination_date` text,
	`action_code` text NOT NULL,
	`active` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `icd10cm_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`code_length` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `icd10cm_order` (
	`code` text PRIMARY KEY NOT NULL,
	`order_number` integer NOT NULL,
	`billable` integer NOT NULL,
	`short_description` text NOT NULL,
	`long_description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lab_fees` (
	`hcpcs` text NOT NULL,
	`modifier` text DEFAULT '' NOT NULL,
	`description` text NOT NULL,
	`rate_cents` integer NOT NULL,
	`indicator` text NOT NULL,
	`effective_date` text,
	PRIMARY KEY(`hcpcs`, `modifier`)
);
--> statement-breakpoint
CREATE TABLE `locality_counties` (
	`mac` text NOT NULL,
	`locality` text NOT NULL,
	`state` text NOT NULL,
	`fee_schedule_area` text NOT NULL,
	`counties` text NOT NULL,
	PRIMARY KEY(`mac`, `locality`)
);
--> statement-breakpoint
CREATE TABLE `mue_edits` (
	`service_type` text NOT NULL,
	`hcpcs` text NOT NULL,
	`max_units` integer NOT NULL,
	`adjudication_indicator` integer NOT NULL,
	`adjudication_text` text NOT NULL,
	`rationale` text NOT NULL,
	PRIMARY KEY(`service_type`, `hcpcs`)
);
--> statement-breakpoint
CREATE TABLE `ncci_ptp_edits` (
	`setting` text NOT NULL,
	`column1` text NOT NULL,
	`column2` text NOT NULL,
	`effective_date` text NOT NULL,
	`deletion_date` text,
	`prior_to_1996` integer NOT NULL,
	`modifier_indicator` integer NOT NULL,
	`rationale` text NOT NULL,
	PRIMARY KEY(`setting`, `column1`, `column2`, `effective_date`)
);
--> statement-breakpoint
CREATE INDEX `ncci_ptp_edits_column2_idx` ON `ncci_ptp_edits` (`setting`,`column2`);--> statement-breakpoint
CREATE TABLE `nppes_providers` (
	`npi` text PRIMARY KEY NOT NULL,
	`entity_type` integer NOT NULL,
	`name` text NOT NULL,
	`credential` text,
	`taxonomy_code` text,
	`specialty` text,
	`address_line1` text NOT NULL,
	`address_line2` text,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `nppes_providers_zip_idx` ON `nppes_providers` (`zip_code`);--> statement-breakpoint
CREATE TABLE `opps_caps` (
	`hcpcs` text NOT NULL,
	`modifier` text DEFAULT '' NOT NULL,
	`mac` text NOT NULL,
	`locality` text NOT NULL,
	`proc_status` text NOT NULL,
	`fac_cents` integer NOT NULL,
	`nonfac_cents` integer NOT NULL,
	PRIMARY KEY(`hcpcs`, `modifier`, `mac`, `locality`)
);
--> statement-breakpoint
CREATE TABLE `pfs_rvus` (
	`hcpcs` text NOT NULL,
	`modifier` text DEFAULT '' NOT NULL,
	`description` text NOT NULL,
	`status_code` text NOT NULL,
	`work_rvu` integer NOT NULL,
	`pe_nonfac_rvu` integer NOT NULL,
	`pe_fac_rvu` integer NOT NULL,
	`mp_rvu` integer NOT NULL,
	`total_nonfac` integer NOT NULL,
	`total_fac` integer NOT NULL,
	`nonfac_na` integer NOT NULL,
	`fac_na` integer NOT NULL,
	`pctc_indicator` text NOT NULL,
	`global_days` text NOT NULL,
	`conversion_factor` integer NOT NULL,
	PRIMARY KEY(`hcpcs`, `modifier`)
);
--> statement-breakpoint
CREATE TABLE `procedure_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`kind` text NOT NULL,
	`source` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reference_datasets` (
	`dataset` text PRIMARY KEY NOT NULL,
	`edition` text NOT NULL,
	`source_file` text NOT NULL,
	`sha256` text NOT NULL,
	`options` text DEFAULT '' NOT NULL,
	`row_count` integer NOT NULL,
	`imported_at` integer NOT NULL,
	`duration_ms` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `zip_localities` (
	`zip` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`mac` text NOT NULL,
	`locality` text NOT NULL,
	`rural_indicator` text NOT NULL,
	`plus_four` integer NOT NULL,
	`year_quarter` text NOT NULL
);
--> statement-breakpoint
-- Full-text indexes for the autocomplete (drizzle cannot declare FTS5 tables): external-content tables over
-- the rows above, rebuilt by the importer's swap batch ('rebuild'), so they never drift from their table.
CREATE VIRTUAL TABLE `icd10cm_fts` USING fts5(description, content='icd10cm_codes', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `procedure_codes_fts` USING fts5(description, content='procedure_codes', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `nppes_providers_fts` USING fts5(name, specialty, city, content='nppes_providers', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');
