-- The words of the street address leave the full-text search: the address is shared only once a
-- booking is confirmed, and a search that matched it would tell which item sits at an address.
-- The city stays among the place words.
CREATE OR REPLACE FUNCTION items_search_vector_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.city, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER items_search_vector_refresh ON items;
--> statement-breakpoint
CREATE TRIGGER items_search_vector_refresh
  BEFORE INSERT OR UPDATE OF title, description, category_id, city ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_vector_refresh();
--> statement-breakpoint
-- Setting the city fires the trigger above, which writes the vector anew (and the postings'
-- triggers follow the vector).
UPDATE items SET city = city WHERE location <> '';
