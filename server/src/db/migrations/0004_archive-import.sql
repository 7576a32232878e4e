CREATE TABLE "imported_memories" (
	"user_id" uuid NOT NULL,
	"origin_id" uuid NOT NULL,
	"fragment_id" uuid,
	"file_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_memories_user_id_origin_id_pk" PRIMARY KEY("user_id","origin_id"),
	CONSTRAINT "imported_memories_one_target" CHECK (("imported_memories"."fragment_id" is null) <> ("imported_memories"."file_id" is null))
);
--> statement-breakpoint
ALTER TABLE "imported_memories" ADD CONSTRAINT "imported_memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_memories" ADD CONSTRAINT "imported_memories_fragment_id_memory_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."memory_fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_memories" ADD CONSTRAINT "imported_memories_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;