CREATE TABLE "book_files" (
	"book_id" uuid NOT NULL,
	"attempt" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	CONSTRAINT "book_files_book_id_attempt_kind_pk" PRIMARY KEY("book_id","attempt","kind")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text NOT NULL,
	"attempt" uuid NOT NULL,
	"ready_attempt" uuid,
	"step" text DEFAULT '' NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"storyteller" text NOT NULL,
	"dedication" text DEFAULT '' NOT NULL,
	"recording_codes" boolean NOT NULL,
	"bleed" boolean NOT NULL,
	"app_url" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"made_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_status_check" CHECK ("books"."status" in ('making', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "book_files" ADD CONSTRAINT "book_files_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_project_id_memoir_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."memoir_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_files_storage_key_unique" ON "book_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "books_project_unique" ON "books" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "books_user_idx" ON "books" USING btree ("user_id");