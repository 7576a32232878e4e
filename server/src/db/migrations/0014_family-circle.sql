CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"member_id" uuid,
	"token_hash" text,
	"invitation_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "family_members_role_check" CHECK ("family_members"."role" in ('reader', 'contributor', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "family_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_perspectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"fragment_id" uuid,
	"file_id" uuid,
	"answer_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_perspectives_one_memory_check" CHECK (num_nonnulls("family_perspectives"."fragment_id", "family_perspectives"."file_id", "family_perspectives"."answer_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "family_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"text" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fragment_id" uuid,
	"file_id" uuid,
	"answer_id" uuid,
	"answered_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "family_questions_one_answer_check" CHECK (num_nonnulls("family_questions"."fragment_id", "family_questions"."file_id", "family_questions"."answer_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "share_state" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "share_state" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "share_state" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "memoir_chapters" ADD COLUMN "share_state" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "memoir_chapters" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "share_state" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_notices" ADD CONSTRAINT "family_notices_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_perspectives" ADD CONSTRAINT "family_perspectives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_perspectives" ADD CONSTRAINT "family_perspectives_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_perspectives" ADD CONSTRAINT "family_perspectives_fragment_id_memory_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."memory_fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_perspectives" ADD CONSTRAINT "family_perspectives_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_perspectives" ADD CONSTRAINT "family_perspectives_answer_id_interview_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."interview_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_questions" ADD CONSTRAINT "family_questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_questions" ADD CONSTRAINT "family_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_questions" ADD CONSTRAINT "family_questions_fragment_id_memory_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."memory_fragments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_questions" ADD CONSTRAINT "family_questions_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_questions" ADD CONSTRAINT "family_questions_answer_id_interview_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."interview_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_owner_email_unique" ON "family_members" USING btree ("owner_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_owner_member_unique" ON "family_members" USING btree ("owner_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_token_unique" ON "family_members" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_members_member_idx" ON "family_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "family_notices_member_idx" ON "family_notices" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "family_perspectives_owner_idx" ON "family_perspectives" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "family_perspectives_author_idx" ON "family_perspectives" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "family_questions_owner_idx" ON "family_questions" USING btree ("owner_id","asked_at");--> statement-breakpoint
CREATE INDEX "family_questions_asker_idx" ON "family_questions" USING btree ("asker_id");--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_share_state_check" CHECK ("books"."share_state" in ('private', 'released', 'left-out'));--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD CONSTRAINT "memory_fragments_share_state_check" CHECK ("memory_fragments"."share_state" in ('private', 'released', 'left-out'));--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_share_state_check" CHECK ("uploaded_files"."share_state" in ('private', 'released', 'left-out'));--> statement-breakpoint
ALTER TABLE "memoir_chapters" ADD CONSTRAINT "memoir_chapters_share_state_check" CHECK ("memoir_chapters"."share_state" in ('private', 'released', 'left-out'));--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_share_state_check" CHECK ("interview_sessions"."share_state" in ('private', 'released', 'left-out'));