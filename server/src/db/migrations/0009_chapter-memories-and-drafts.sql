CREATE TABLE "chapter_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"origin" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_drafts_origin_check" CHECK ("chapter_drafts"."origin" in ('offline', 'edited', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "chapter_memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"fragment_id" uuid,
	"file_id" uuid,
	"answer_id" uuid,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_memories_one_memory_check" CHECK (num_nonnulls("chapter_memories"."fragment_id", "chapter_memories"."file_id", "chapter_memories"."answer_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "memoir_chapters" ADD COLUMN "memories_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_drafts" ADD CONSTRAINT "chapter_drafts_chapter_id_memoir_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."memoir_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_memories" ADD CONSTRAINT "chapter_memories_chapter_id_memoir_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."memoir_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_memories" ADD CONSTRAINT "chapter_memories_fragment_id_memory_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."memory_fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_memories" ADD CONSTRAINT "chapter_memories_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_memories" ADD CONSTRAINT "chapter_memories_answer_id_interview_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."interview_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chapter_drafts_chapter_version_unique" ON "chapter_drafts" USING btree ("chapter_id","version");--> statement-breakpoint
CREATE INDEX "chapter_memories_chapter_position_idx" ON "chapter_memories" USING btree ("chapter_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "chapter_memories_fragment_unique" ON "chapter_memories" USING btree ("chapter_id","fragment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chapter_memories_file_unique" ON "chapter_memories" USING btree ("chapter_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chapter_memories_answer_unique" ON "chapter_memories" USING btree ("chapter_id","answer_id");--> statement-breakpoint
CREATE INDEX "chapter_memories_fragment_idx" ON "chapter_memories" USING btree ("fragment_id");--> statement-breakpoint
CREATE INDEX "chapter_memories_file_idx" ON "chapter_memories" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "chapter_memories_answer_idx" ON "chapter_memories" USING btree ("answer_id");