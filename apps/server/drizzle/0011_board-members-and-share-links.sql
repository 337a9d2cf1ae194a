CREATE TABLE "board_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" uuid,
	"current_stage" text,
	"current_step" text,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_members_board_email_idx" ON "board_members" USING btree ("board_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "board_members_board_user_idx" ON "board_members" USING btree ("board_id","user_id") WHERE "board_members"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "board_members_user_idx" ON "board_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "board_members_invited_email_idx" ON "board_members" USING btree ("email") WHERE "board_members"."status" = 'invited';--> statement-breakpoint
CREATE UNIQUE INDEX "board_members_token_idx" ON "board_members" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_idx" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_board_idx" ON "share_links" USING btree ("board_id");--> statement-breakpoint
-- Board membership joins the change feed (issue 24): a member's row changing (invited, activated, a
-- new role, removed, their own navigation) drops the board's cached answer on every process, since
-- that answer carries each user's role. The trigger's arguments: the column holding the version
-- ('' for none) and the column the notice's "id" is read from (default "id"); board_members names
-- "board_id", so its notice names the board. INSERT is covered too (NEW for inserts and updates).
CREATE OR REPLACE FUNCTION "planner_notify_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change jsonb;
  affected record;
  row_id text;
  row_version bigint;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    change := jsonb_build_object('table', TG_TABLE_NAME, 'id', NULL, 'actor', NULL);
  ELSE
    IF TG_OP = 'DELETE' THEN
      affected := OLD;
    ELSE
      affected := NEW;
    END IF;
    IF TG_NARGS > 1 THEN
      EXECUTE format('SELECT ($1).%I::text', TG_ARGV[1]) INTO row_id USING affected;
    ELSE
      row_id := affected.id::text;
    END IF;
    change := jsonb_build_object(
      'table', TG_TABLE_NAME,
      'id', row_id,
      'actor', nullif(current_setting('planner.actor', true), '')
    );
    IF TG_NARGS > 0 AND TG_ARGV[0] <> '' THEN
      EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) INTO row_version USING affected;
      change := change || jsonb_build_object('version', row_version);
    END IF;
  END IF;
  PERFORM pg_notify('planner_row_changes', change::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "board_members_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "board_members"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_row_change"('', 'board_id');
--> statement-breakpoint
CREATE TRIGGER "board_members_truncated" AFTER TRUNCATE ON "board_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "planner_notify_row_change"();
