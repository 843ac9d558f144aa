-- The six categories of the home page; id 1 is the fallback for an unknown category.
INSERT INTO categories (id, name) VALUES
  (1, 'Tools & Equipment'),
  (2, 'Electronics'),
  (3, 'Sports & Fitness'),
  (4, 'Home & Garden'),
  (5, 'Party & Events'),
  (6, 'Vehicles')
ON CONFLICT (id) DO NOTHING;
