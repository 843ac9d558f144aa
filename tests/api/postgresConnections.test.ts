import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { databaseKind, setupTestApp } from './support/testApp';

const ctx = setupTestApp();

// Only a PostgreSQL server can end the pool's connections; PGlite runs inside the process.
describe.runIf(databaseKind === 'postgres')('PostgreSQL connections', () => {
  it('survives the server ending its idle connections and serves again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The categories are read through the main pool, a search through the prepared reads' own.
    const categories = () => ctx.app.inject({ url: '/api/categories' });
    // Each search new, so that none is answered from memory.
    let searches = 0;
    const search = () => {
      searches += 1;
      return ctx.app.inject({ url: '/api/items', query: { search: `word${searches}` } });
    };
    const both = () => [categories(), search(), categories(), search()];
    // Several requests at once leave several idle connections in each pool.
    await Promise.all(both());

    await ctx.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    // The pool reports each ended idle connection: proof that some were ended.
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain('PostgreSQL closed an idle connection');

    // A request may still draw a connection whose end the pool has not heard of yet; once the
    // pool has let go of the dead ones, every request is served again.
    await vi.waitFor(
      async () => {
        const responses = await Promise.all(both());
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      },
      { timeout: 5_000, interval: 100 },
    );
    logged.mockRestore();
  });
});
