ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "revoked_sessions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The account behind each request now also carries its token version and signed-out sessions: a
-- change to either must drop the cached row in every server process, like the columns before.
DROP TRIGGER "users_row_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_row_changed" AFTER UPDATE OF "email", "display_name", "email_verified", "is_admin", "disabled", "token_version", "revoked_sessions" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_row_change"();
