CREATE TABLE "project_money" (
	"company_id" integer NOT NULL,
	"project" bigint NOT NULL,
	"sold_day" text,
	"paid" bigint DEFAULT 0 NOT NULL,
	"job" boolean DEFAULT false NOT NULL,
	"installer" integer DEFAULT 0 NOT NULL,
	"done_day" text,
	"area" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "project_money_company_id_project_pk" PRIMARY KEY("company_id","project")
);
--> statement-breakpoint
CREATE INDEX "project_money_sold_idx" ON "project_money" USING btree ("company_id","sold_day");
--> statement-breakpoint
CREATE INDEX "project_money_done_idx" ON "project_money" USING btree ("company_id","done_day");
--> statement-breakpoint
CREATE TABLE "payment_days" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"manager" integer NOT NULL,
	"status" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_days_company_id_day_manager_status_pk" PRIMARY KEY("company_id","day","manager","status")
);
--> statement-breakpoint
INSERT INTO "project_money" ("company_id", "project", "sold_day", "paid", "job", "installer", "done_day", "area")
SELECT p.company_id, p.id, sold.day, coalesce(y.paid, 0),
	(mz.installer IS NOT NULL OR fe.installer IS NOT NULL), coalesce(nullif(mz.installer, 0), fe.installer, 0),
	dn.day, coalesce(a.m2, 0)
FROM projects p
LEFT JOIN (SELECT s.company_id, s.projectid, min(CASE WHEN s.data->>'date' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
		THEN s.data->>'date' ELSE to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') END) AS day
	FROM smety s WHERE s.deleted_at IS NULL AND s.approved = 1 GROUP BY 1, 2) sold
	ON sold.company_id = p.company_id AND sold.projectid = p.id
LEFT JOIN (SELECT y.company_id, y.project, sum(CASE WHEN y.kind = 'vozvrat' THEN -y.amount ELSE y.amount END) AS paid
	FROM payments y WHERE y.deleted_at IS NULL GROUP BY 1, 2) y ON y.company_id = p.company_id AND y.project = p.id
LEFT JOIN (SELECT DISTINCT ON (m.company_id, m.projectid) m.company_id, m.projectid,
		CASE WHEN m.data->>'montazhnik' ~ '^[1-9][0-9]{0,8}$' THEN (m.data->>'montazhnik')::int ELSE 0 END AS installer
	FROM smetymontazh m WHERE m.deleted_at IS NULL ORDER BY m.company_id, m.projectid, m.id) mz
	ON mz.company_id = p.company_id AND mz.projectid = p.id
LEFT JOIN (SELECT DISTINCT ON (e.company_id, e.project) e.company_id, e.project, e.assignees[1] AS installer
	FROM events e WHERE e.deleted_at IS NULL AND e.kind = 'montazh' AND e.status <> 'cancelled'
		AND cardinality(e.assignees) > 0
	ORDER BY e.company_id, e.project, e.date, e.time, e.id) fe ON fe.company_id = p.company_id AND fe.project = p.id
LEFT JOIN (SELECT e.company_id, e.project, min(e.date) AS day FROM events e
	WHERE e.deleted_at IS NULL AND e.kind = 'montazh' AND e.status = 'done' GROUP BY 1, 2) dn
	ON dn.company_id = p.company_id AND dn.project = p.id
LEFT JOIN (SELECT d.company_id, d.projectid, sum(CASE WHEN d.data->>'ploshad' ~ '^[0-9]+(\.[0-9]+)?$'
		THEN (d.data->>'ploshad')::numeric ELSE 0 END) AS m2
	FROM drafts d WHERE d.deleted_at IS NULL AND d.smeta_exclude = 0 GROUP BY 1, 2) a
	ON a.company_id = p.company_id AND a.projectid = p.id;
--> statement-breakpoint
INSERT INTO "payment_days" ("company_id", "day", "manager", "status", "amount")
SELECT y.company_id, y.date, p.project_manager, p.status_worked,
	sum(CASE WHEN y.kind = 'vozvrat' THEN -y.amount ELSE y.amount END)
FROM payments y JOIN projects p ON p.company_id = y.company_id AND p.id = y.project
WHERE y.deleted_at IS NULL AND p.deleted_at IS NULL
GROUP BY 1, 2, 3, 4;
