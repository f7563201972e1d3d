-- §2.8 the detected game stored with the article (written with it; rows from before are filled at start-up by
-- services/articles.ts backfillDetectedGames, since the detection runs in TypeScript).
ALTER TABLE "articles" ADD COLUMN "detected_game" text;
