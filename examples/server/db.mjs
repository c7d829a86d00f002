// The reference backend's database: SQLite (better-sqlite3), created and
// migrated on start: consent logs, contact messages, subscribers, embedded
// form submissions and views, blog posts, split-test subjects and stats, the shop's products, carts and orders. Later
// issues append their migrations to MIGRATIONS.
import Database from 'better-sqlite3';
import { BLOG_MIGRATION } from './blog.mjs';
import { SPLIT_MIGRATION } from './split-tests.mjs';
import { SHOP_MIGRATION } from './shop.mjs';
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
];

/** Opens (creating and migrating) the database; ':memory:' for tests. */
export function openDatabase(path = process.env.DB_PATH ?? 'examples/server/data/x-elements.db') {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
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
