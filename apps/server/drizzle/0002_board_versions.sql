ALTER TABLE "boards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "schema_version" integer DEFAULT 1 NOT NULL;