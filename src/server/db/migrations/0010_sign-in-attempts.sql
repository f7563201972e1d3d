-- The sign-in lock (decision 015): per key (an account or a client address), the failures of the current streak
-- and the attempts being checked right now. An attempt is reserved here before the password is checked, so
-- concurrent attempts cannot overshoot the limit; the lock lasts 15 minutes from the last failure.
CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_reserved_at_idx" ON "sign_in_attempts" USING btree ("reserved_at");
