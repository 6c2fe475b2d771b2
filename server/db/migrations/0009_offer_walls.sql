CREATE TABLE "offer_wall_cooldown" (
	"user_id" text NOT NULL,
	"wall" text NOT NULL,
	"paused_until" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_wall_cooldown_user_id_wall_pk" PRIMARY KEY("user_id","wall")
);
--> statement-breakpoint
CREATE TABLE "offer_wall_transaction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_wall_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wall" text NOT NULL,
	"transaction_id" text NOT NULL,
	"reversal" boolean NOT NULL,
	"user_id" text,
	"amount" integer NOT NULL,
	"applied" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_wall_cooldown" ADD CONSTRAINT "offer_wall_cooldown_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_wall_transaction" ADD CONSTRAINT "offer_wall_transaction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_wall_transaction_idx" ON "offer_wall_transaction" USING btree ("wall","transaction_id","reversal");--> statement-breakpoint
CREATE INDEX "offer_wall_transaction_user_idx" ON "offer_wall_transaction" USING btree ("user_id");