CREATE TABLE "board_presence" (
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"stage" text,
	"step" text,
	"moved_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_presence_board_id_user_id_instance_id_pk" PRIMARY KEY("board_id","user_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "board_presence" ADD CONSTRAINT "board_presence_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_presence" ADD CONSTRAINT "board_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_presence_seen_idx" ON "board_presence" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "board_presence_instance_idx" ON "board_presence" USING btree ("instance_id");--> statement-breakpoint
-- Presence joins the change feed: a person arriving, leaving or moving to another step is told to
-- every process holding a stream of the board (the notice's id is the board's).
CREATE TRIGGER "board_presence_row_changed" AFTER INSERT OR DELETE OR UPDATE OF "stage", "step" ON "board_presence"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_row_change"('', 'board_id');
--> statement-breakpoint
-- Comments join the change feed for the live streams: the notice names the thread (id), its board
-- and its field, so no process has to read the thread to tell its streams.
CREATE OR REPLACE FUNCTION "planner_notify_comment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected record;
  thread_id uuid;
  thread_field text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    affected := OLD;
  ELSE
    affected := NEW;
  END IF;
  IF TG_TABLE_NAME = 'comment_threads' THEN
    thread_id := affected.id;
    thread_field := affected.field;
  ELSE
    thread_id := affected.thread_id;
    SELECT field INTO thread_field FROM comment_threads WHERE id = affected.thread_id;
  END IF;
  PERFORM pg_notify('planner_row_changes', jsonb_build_object(
    'table', TG_TABLE_NAME,
    'id', thread_id,
    'board', affected.board_id,
    'field', thread_field,
    'actor', nullif(current_setting('planner.actor', true), '')
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comment_threads_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "comment_threads"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_comment_change"();
--> statement-breakpoint
CREATE TRIGGER "comments_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "planner_notify_comment_change"();
