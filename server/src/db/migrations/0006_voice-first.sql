CREATE TABLE "asked_questions" (
	"user_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asked_questions_user_id_question_key_pk" PRIMARY KEY("user_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"mime_type" text,
	"size_bytes" bigint,
	"status" text DEFAULT 'ready' NOT NULL,
	"failure_reason" text,
	"transcript_segments" jsonb,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_status_check" CHECK ("interview_answers"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"storyteller_link_id" uuid,
	"scheduled_call_id" uuid,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "interview_sessions_status_check" CHECK ("interview_sessions"."status" in ('in_progress', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "recording_chunks" (
	"recording_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"mime_type" text NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"context" jsonb,
	"storyteller_link_id" uuid,
	"storage_key" text,
	"uploaded_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_chunk_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "recordings_purpose_check" CHECK ("recordings"."purpose" in ('memory', 'interview-answer')),
	CONSTRAINT "recordings_status_check" CHECK ("recordings"."status" in ('recording', 'finished', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_calls_status_check" CHECK ("scheduled_calls"."status" in ('scheduled', 'cancelled', 'started'))
);
--> statement-breakpoint
CREATE TABLE "storyteller_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "origin" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "transcript_segments" jsonb;--> statement-breakpoint
ALTER TABLE "asked_questions" ADD CONSTRAINT "asked_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_uploaded_file_id_uploaded_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_calls" ADD CONSTRAINT "scheduled_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storyteller_links" ADD CONSTRAINT "storyteller_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_answers_session_idx" ON "interview_answers" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "interview_answers_user_idx" ON "interview_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_idx" ON "interview_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "recordings_user_idx" ON "recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_unfinished_idx" ON "recordings" USING btree ("last_chunk_at") WHERE "recordings"."status" = 'recording';--> statement-breakpoint
CREATE INDEX "scheduled_calls_user_idx" ON "scheduled_calls" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storyteller_links_token_unique" ON "storyteller_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "storyteller_links_user_idx" ON "storyteller_links" USING btree ("user_id");