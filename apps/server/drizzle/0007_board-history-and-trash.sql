CREATE TABLE "board_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"board_id" uuid NOT NULL,
	"field" text NOT NULL,
	"before" json,
	"after" json,
	"source" jsonb NOT NULL,
	"by_user_id" uuid,
	"board_version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_revisions" ADD CONSTRAINT "board_revisions_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_revisions" ADD CONSTRAINT "board_revisions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_revisions_board_idx" ON "board_revisions" USING btree ("board_id","id");--> statement-breakpoint
CREATE INDEX "board_revisions_field_idx" ON "board_revisions" USING btree ("board_id","field","id");--> statement-breakpoint
CREATE INDEX "board_revisions_at_idx" ON "board_revisions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "boards_deleted_idx" ON "boards" USING btree ("deleted_at");