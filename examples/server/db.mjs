// The reference backend's database: SQLite, created and
// migrated on start: consent logs, contact messages, subscribers, embedded
// form submissions and views, blog posts, split-test subjects and stats, the shop's products, carts and orders. Later
// issues append their migrations to MIGRATIONS.
import sqlite3Wasm from 'node-sqlite3-wasm';
import { BLOG_MIGRATION, POST_BODY_MIGRATION } from './blog.mjs';
import { SPLIT_MIGRATION, SPLIT_VISITOR_MIGRATION } from './split-tests.mjs';
import { REVIEWS_MIGRATION, SHOP_MIGRATION } from './shop.mjs';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export const MIGRATIONS = [
  `CREATE TABLE consent_logs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     log_key TEXT NOT NULL,
     request_type TEXT NOT NULL,
     event_log_time INTEGER NOT NULL,
     consent_session_id TEXT NOT NULL,
     banner_id TEXT NOT NULL,
     ip TEXT,
     user_agent TEXT
   );
   CREATE INDEX consent_logs_session ON consent_logs (consent_session_id);`,
  `CREATE TABLE contact_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     page TEXT NOT NULL,
     form_id TEXT NOT NULL,
     fields TEXT NOT NULL,
     field_values TEXT NOT NULL,
     hidden_fields TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     ip TEXT,
     user_agent TEXT
   );
   CREATE TABLE subscribers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     list_id TEXT NOT NULL,
     email TEXT NOT NULL,
     first_name TEXT,
     last_name TEXT,
     provider TEXT NOT NULL,
     account TEXT NOT NULL,
     ip_address TEXT NOT NULL,
     checksum TEXT NOT NULL,
     custom_fields TEXT NOT NULL,
     hidden_fields TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     ip TEXT,
     user_agent TEXT,
     UNIQUE (list_id, email)
   );`,
  `CREATE TABLE embed_submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     form_id TEXT NOT NULL,
     field_values TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     ip TEXT,
     user_agent TEXT
   );
   CREATE TABLE embed_views (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     viewed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     form_id TEXT NOT NULL,
     ip TEXT,
     user_agent TEXT
   );
   CREATE INDEX embed_views_form ON embed_views (form_id);`,
  BLOG_MIGRATION,
  SPLIT_MIGRATION,
  SHOP_MIGRATION,
  SPLIT_VISITOR_MIGRATION,
  REVIEWS_MIGRATION,
  POST_BODY_MIGRATION,
];

/**
 * SQLite compiled to WebAssembly (node-sqlite3-wasm), behind the small part
 * of the better-sqlite3 API the server uses: prepare(sql).get/all/run with
 * positional or named values, exec, transaction. WebAssembly because a native driver
 * has to compile from source on every fresh install here (about a minute of
 * CI on two cores). Its statements are not garbage-collected, so each SQL
 * text is prepared once and kept for the life of the connection.
 */
const { Database: Sqlite } = sqlite3Wasm;

/**
 * Values as better-sqlite3 takes them: positional (`?`) as arguments, or one
 * object for named parameters (`@name`), its keys without the prefix. The
 * names come from the SQL text, and a missing one throws, as it would there.
 */
function binder(sql) {
  const named = [...new Set(sql.match(/@[A-Za-z_]\w*/g) ?? [])];
  if (!named.length) return (values) => values;
  return ([values]) => Object.fromEntries(named.map((name) => {
    const key = name.slice(1);
    if (!values || !Object.hasOwn(values, key)) throw new RangeError(`Missing named parameter "${key}"`);
    return [name, values[key]];
  }));
}

class Database {
  #db;
  #statements = new Map();

  constructor(path) {
    this.#db = new Sqlite(path);
  }

  prepare(sql) {
    let statement = this.#statements.get(sql);
    if (!statement) {
      const prepared = this.#db.prepare(sql);
      const bind = binder(sql);
      statement = {
        run: (...values) => prepared.run(bind(values)),
        all: (...values) => prepared.all(bind(values)),
        // better-sqlite3 answers undefined for no row; callers test for that.
        get: (...values) => prepared.get(bind(values)) ?? undefined,
        finalize: () => prepared.finalize(),
      };
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  exec(sql) {
    this.#db.exec(sql);
  }

  /** Wraps fn so that it runs in one transaction, rolled back if it throws. */
  transaction(fn) {
    return (...args) => {
      this.#db.exec('BEGIN');
      try {
        const result = fn(...args);
        this.#db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
        throw error;
      }
    };
  }

  close() {
    for (const statement of this.#statements.values()) statement.finalize();
    this.#statements.clear();
    this.#db.close();
  }
}

/** Opens (creating and migrating) the database; ':memory:' for tests. */
export function openDatabase(path = process.env.DB_PATH ?? 'examples/server/data/x-elements.db') {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((r) => r.version));
  MIGRATIONS.forEach((sql, i) => {
    if (done.has(i + 1)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(i + 1, new Date().toISOString());
    })();
  });
  return db;
}
