CREATE TABLE "journal_entry" (
	"reading_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"sealed" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_in_at" timestamp with time zone,
	"check_in_by_email" boolean DEFAULT false NOT NULL,
	"check_in_emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "journal_entry_version" (
	"reading_id" text NOT NULL,
	"version" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_entry_version_reading_id_version_pk" PRIMARY KEY("reading_id","version")
);
--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_reading_id_reading_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."reading"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_version" ADD CONSTRAINT "journal_entry_version_reading_id_reading_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."reading"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entry_user_idx" ON "journal_entry" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "journal_entry_check_in_due_idx" ON "journal_entry" USING btree ("check_in_at") WHERE "journal_entry"."check_in_at" IS NOT NULL;