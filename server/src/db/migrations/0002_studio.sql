CREATE TABLE "memoir_chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memoir_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"project_id" uuid NOT NULL,
	"role" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memoir_chat_messages_role_check" CHECK ("memoir_chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "memoir_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"motivation" text NOT NULL,
	"audience" text NOT NULL,
	"tone" text NOT NULL,
	"starting_point" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memoir_projects_status_check" CHECK ("memoir_projects"."status" in ('draft', 'in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "memoir_themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"theme" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memoir_chapters" ADD CONSTRAINT "memoir_chapters_project_id_memoir_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."memoir_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoir_chat_messages" ADD CONSTRAINT "memoir_chat_messages_project_id_memoir_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."memoir_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoir_projects" ADD CONSTRAINT "memoir_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoir_themes" ADD CONSTRAINT "memoir_themes_project_id_memoir_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."memoir_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memoir_chapters_project_position_idx" ON "memoir_chapters" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "memoir_chat_messages_project_seq_idx" ON "memoir_chat_messages" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "memoir_projects_user_created_idx" ON "memoir_projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memoir_themes_project_theme_unique" ON "memoir_themes" USING btree ("project_id",lower("theme"));