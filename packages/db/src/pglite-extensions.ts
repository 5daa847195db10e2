import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PostgreSQL extensions the schema uses, as PGlite loads them: given to every
 * `PGlite.create` (the server's database, the test databases, a restore), since a database whose
 * migrations created an extension cannot run its indexes or operators where it is opened
 * without it. `pg_trgm`: the trigram indexes of the operator's site search (migration
 * site-search-trigrams).
 */
export const pgliteExtensions = { pg_trgm };
