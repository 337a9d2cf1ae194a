CREATE TABLE "board_ai_reviews" (
	"board_id" uuid PRIMARY KEY NOT NULL,
	"board_version" integer NOT NULL,
	"critique" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_dismissals" (
	"board_id" uuid NOT NULL,
	"finding_id" text NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_dismissals_board_id_finding_id_pk" PRIMARY KEY("board_id","finding_id")
);
--> statement-breakpoint
ALTER TABLE "board_ai_reviews" ADD CONSTRAINT "board_ai_reviews_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_dismissals" ADD CONSTRAINT "review_dismissals_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_dismissals" ADD CONSTRAINT "review_dismissals_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;