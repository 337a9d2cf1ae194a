-- Tells every listening server process which user or board row changed, so the in-process caches
-- of the hottest reads (the account behind each request, a board by id) drop it at once. Any writer
-- is covered: the API, the admin CLI, psql, foreign-key cascades. Payload: '<table>:<id>', or
-- '<table>:*' when the whole table was emptied.
CREATE FUNCTION "planner_notify_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('planner_row_changes', TG_TABLE_NAME || ':*');
  ELSE
    PERFORM pg_notify('planner_row_changes', TG_TABLE_NAME || ':' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns a request's account carries: sign-ins and quota counters stay quiet.
CREATE TRIGGER "users_row_changed" AFTER UPDATE OF "email", "display_name", "email_verified", "is_admin", "disabled" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_row_change"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "planner_notify_row_change"();
--> statement-breakpoint
CREATE TRIGGER "boards_row_changed" AFTER UPDATE OR DELETE ON "boards"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_row_change"();
--> statement-breakpoint
CREATE TRIGGER "boards_truncated" AFTER TRUNCATE ON "boards"
  FOR EACH STATEMENT EXECUTE FUNCTION "planner_notify_row_change"();
