CREATE TABLE "expense_days" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"category" text NOT NULL,
	"live" boolean NOT NULL,
	"manager" integer NOT NULL,
	"status" integer NOT NULL,
	"sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "expense_days_company_id_day_category_live_manager_status_pk" PRIMARY KEY("company_id","day","category","live","manager","status")
);
--> statement-breakpoint
CREATE TABLE "payout_days" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"installer" integer NOT NULL,
	"live" boolean NOT NULL,
	"manager" integer NOT NULL,
	"status" integer NOT NULL,
	"sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payout_days_company_id_day_installer_live_manager_status_pk" PRIMARY KEY("company_id","day","installer","live","manager","status")
);
--> statement-breakpoint
CREATE TABLE "client_debts" (
	"company_id" integer NOT NULL,
	"clientid" bigint NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"projects" integer DEFAULT 0 NOT NULL,
	"debt" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_debts_company_id_clientid_pk" PRIMARY KEY("company_id","clientid")
);
--> statement-breakpoint
CREATE INDEX "client_debts_top_idx" ON "client_debts" USING btree ("company_id","debt" DESC,"clientid");
--> statement-breakpoint
INSERT INTO "expense_days" ("company_id", "day", "category", "live", "manager", "status", "sum")
SELECT x.company_id, to_char(x.date, 'YYYY-MM-DD'), x.category, p.id IS NOT NULL,
	coalesce(p.project_manager, 0), coalesce(p.status_worked, 0), sum(x.amount)
FROM expenses x
LEFT JOIN projects p ON p.company_id = x.company_id AND p.id = x.project_id AND p.deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "payout_days" ("company_id", "day", "installer", "live", "manager", "status", "sum")
SELECT v.company_id, v.date, v.installer, p.id IS NOT NULL, coalesce(p.project_manager, 0),
	coalesce(p.status_worked, 0), sum(v.amount)
FROM payouts v
LEFT JOIN projects p ON p.company_id = v.company_id AND p.id = v.project AND p.deleted_at IS NULL
WHERE v.deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "client_debts" ("company_id", "clientid", "client", "projects", "debt")
SELECT m.company_id, m.clientid, min(m.client), count(*), sum(m.amount - m.paid)
FROM project_money m
WHERE m.live AND m.sold_day IS NOT NULL AND m.amount > m.paid
GROUP BY 1, 2;
