ALTER TABLE "addresses" ADD COLUMN "village" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "village_code" text;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD COLUMN "village" text;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD COLUMN "village_code" text;