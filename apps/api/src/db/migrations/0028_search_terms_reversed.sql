-- Corrections of a mistyped search word are looked for among the name words sharing its start
-- (the primary key) or its end (this index), instead of the trigram index's nearest words,
-- which read most of the vocabulary (docs/search.md, docs/decisions/1008).
DROP INDEX "search_terms_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_terms_reversed_idx" ON "search_terms" USING btree (reverse("term"));
