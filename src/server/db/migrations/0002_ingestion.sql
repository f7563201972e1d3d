CREATE TABLE "article_summaries" (
	"article_id" text PRIMARY KEY NOT NULL,
	"article_updated_at" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_sources" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_summaries" ADD CONSTRAINT "article_summaries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;