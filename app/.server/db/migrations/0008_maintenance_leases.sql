CREATE TABLE "maintenance_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
