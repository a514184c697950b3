ALTER TABLE "categories" ADD COLUMN "name_id" text;--> statement-breakpoint
ALTER TABLE "store_order_tracking" ADD COLUMN "note_code" jsonb;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "cancel_code" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_nameId_unique" UNIQUE("name_id");--> statement-breakpoint
-- Hand-written below
-- Every reader's language (docs/decisions/1011): the menus' categories get their Indonesian
-- names, and 'Jewelery' its English spelling (its slug stays, so links keep working). Other
-- categories keep a null Indonesian name, shown as the English one, until an operator gives one.
UPDATE "categories" c SET "name_id" = t.name_id
  FROM (VALUES
    ('electronics', 'Elektronik'),
    ('clothing', 'Pakaian'),
    ('accessories', 'Aksesori'),
    ('sports', 'Olahraga'),
    ('jewelery', 'Perhiasan'),
    ('mens-clothing', 'Pakaian Pria'),
    ('womens-clothing', 'Pakaian Wanita')
  ) AS t(slug, name_id)
  WHERE c."slug" = t.slug
    AND NOT EXISTS (SELECT 1 FROM "categories" o WHERE o."name_id" = t.name_id);--> statement-breakpoint
UPDATE "categories" SET "name" = 'Jewelry'
  WHERE "name" = 'Jewelery' AND NOT EXISTS (SELECT 1 FROM "categories" WHERE "name" = 'Jewelry');--> statement-breakpoint
-- The reasons and notes the system wrote in English before: the same sentences become their codes
-- (packages/shared/src/schemas/system-text.ts); any other text stays as written.
UPDATE "store_orders" s SET "cancel_code" = jsonb_build_object('code', t.code, 'values', '{}'::jsonb)
  FROM (VALUES
    ('The seller did not ship in time.', 'cancel.SHIP_BY_PASSED'),
    ('The order was not paid in time.', 'cancel.NOT_PAID_IN_TIME'),
    ('The payment failed.', 'cancel.PAYMENT_FAILED'),
    ('The buyer canceled the order before paying.', 'cancel.BUYER_CANCELED_UNPAID')
  ) AS t(reason, code)
  WHERE s."cancel_reason" = t.reason AND s."cancel_code" IS NULL;--> statement-breakpoint
UPDATE "store_order_tracking" e SET "note_code" = jsonb_build_object('code', t.code, 'values', '{}'::jsonb)
  FROM (VALUES
    ('Parcel picked up and taken to the origin sorting centre', 'tracking.PICKED_UP'),
    ('Departed the origin sorting centre', 'tracking.LEFT_ORIGIN'),
    ('Arrived at the destination sorting centre', 'tracking.AT_DESTINATION'),
    ('With the courier for delivery', 'tracking.OUT_FOR_DELIVERY'),
    ('Delivered, received by the recipient', 'tracking.DELIVERED')
  ) AS t(note, code)
  WHERE e."note" = t.note AND e."note_code" IS NULL;--> statement-breakpoint
UPDATE "store_order_tracking" SET "note_code" = jsonb_build_object(
    'code', 'tracking.RECEIVED_BY_COURIER',
    'values', jsonb_build_object('courier', substr("note", length('Shipment received by ') + 1)))
  WHERE "note" LIKE 'Shipment received by _%' AND "note_code" IS NULL;
