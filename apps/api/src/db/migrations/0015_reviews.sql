CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_order_item_key" UNIQUE("order_item_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 2000),
	CONSTRAINT "reviews_images_max" CHECK (cardinality("reviews"."images") <= 3),
	CONSTRAINT "reviews_reply_whole" CHECK (("reviews"."reply_text" IS NULL) = ("reviews"."replied_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_store_idx" ON "reviews" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Hand-written below
-- The rating tallies of the product and the store (migration 0012) move in the transaction that
-- writes the review (docs/decisions/0960-reviews.md): a review added counts once, one removed (a
-- deleted account, a deleted order line) is taken back, a changed rating moves the total. The
-- UPDATE of `products` moves the catalogue version (product_changed, migration 0010), so no kept
-- catalogue answer outlives the change.
CREATE FUNCTION "review_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET rating_count = rating_count - 1, rating_total = rating_total - OLD.rating
      WHERE id = OLD.product_id;
    UPDATE stores SET rating_count = rating_count - 1, rating_total = rating_total - OLD.rating
      WHERE id = OLD.store_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET rating_count = rating_count + 1, rating_total = rating_total + NEW.rating
      WHERE id = NEW.product_id;
    UPDATE stores SET rating_count = rating_count + 1, rating_total = rating_total + NEW.rating
      WHERE id = NEW.store_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_tallies" AFTER INSERT OR DELETE OR UPDATE OF "rating", "product_id", "store_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION review_tallies();
