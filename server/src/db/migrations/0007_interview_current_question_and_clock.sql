ALTER TABLE "interview_sessions" ADD COLUMN "current_question" text;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "current_question_key" text;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "question_plan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "active_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "paused_at" timestamp with time zone;