ALTER TABLE "price_items" ADD COLUMN "kind" text DEFAULT 'material' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "adresa" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "price_items" SET "kind" = 'work' WHERE "category" = 'Работы' OR "name" ~* '^(монтаж|установка|обход|демонтаж|работ)';--> statement-breakpoint
UPDATE "price_items" SET "kind" = 'service' WHERE "kind" = 'material' AND ("category" = 'Выезд и доставка' OR "unit" = 'percent' OR "name" ~* '^(выезд|доставка|замер)');
