-- Item search, beyond what Drizzle can declare.
-- fuzzystrmatch gives levenshtein() for correcting misspelt searches against item_title_words;
-- trigrams alone cannot: word_similarity('drlil', 'drill') is only 0.33. Like pg_trgm it is a
-- trusted extension (no superuser needed), and PGlite must load it on every open.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The search vector needs the category's name, which a generated column cannot look up.
CREATE FUNCTION items_search_vector_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.city, '') || ' ' || coalesce(NEW.location, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only the searched columns: a status change (delete) does not re-parse the texts.
CREATE TRIGGER items_search_vector_refresh
  BEFORE INSERT OR UPDATE OF title, description, category_id, city, location ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_vector_refresh();
--> statement-breakpoint
-- A renamed category re-indexes its items (setting category_id fires the trigger above).
CREATE FUNCTION categories_refresh_item_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_item_search
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_refresh_item_search();
--> statement-breakpoint
-- Statement-level with transition tables, so a bulk insert collects its words in one pass.
-- Words are inserted in order so that two concurrent writers lock them in the same order.
CREATE FUNCTION items_collect_title_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_title_words (word)
  SELECT DISTINCT word
  FROM changed_items, regexp_split_to_table(lower(changed_items.title), '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 20
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL allows a transition table on a trigger of one event only: one trigger per event.
CREATE TRIGGER items_collect_title_words_on_insert
  AFTER INSERT ON items REFERENCING NEW TABLE AS changed_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_collect_title_words();
--> statement-breakpoint
CREATE TRIGGER items_collect_title_words_on_update
  AFTER UPDATE ON items REFERENCING NEW TABLE AS changed_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_collect_title_words();
