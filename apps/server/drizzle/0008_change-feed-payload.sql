-- The change feed says what changed, in which version and by whom. Payload: a small JSON object
-- {"table","id","actor"[,"version"]}: "id" null when the whole table was emptied; "actor" the user id
-- the writing transaction named with set_config('planner.actor', uid, true) (null for a writer that
-- names nobody: psql, a cascade); "version" the value of the column the trigger's argument names
-- (boards: "version"). Any table joins the feed with a trigger of its own, no code to edit.
CREATE OR REPLACE FUNCTION "planner_notify_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change jsonb;
  row_version bigint;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    change := jsonb_build_object('table', TG_TABLE_NAME, 'id', NULL, 'actor', NULL);
  ELSE
    change := jsonb_build_object(
      'table', TG_TABLE_NAME,
      'id', OLD.id,
      'actor', nullif(current_setting('planner.actor', true), '')
    );
    IF TG_NARGS > 0 THEN
      IF TG_OP = 'DELETE' THEN
        EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) INTO row_version USING OLD;
      ELSE
        EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) INTO row_version USING NEW;
      END IF;
      change := change || jsonb_build_object('version', row_version);
    END IF;
  END IF;
  PERFORM pg_notify('planner_row_changes', change::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "boards_row_changed" ON "boards";
--> statement-breakpoint
CREATE TRIGGER "boards_row_changed" AFTER UPDATE OR DELETE ON "boards"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_row_change"('version');
