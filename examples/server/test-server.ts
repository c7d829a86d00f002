// The reference server in-process for the server's unit tests: a free port,
// a fresh in-memory database.
import { createApp } from './app.mjs';
import { openDatabase } from './db.mjs';

export type Db = ReturnType<typeof openDatabase>;
export interface Server { url: string; port: number; db: Db; close: () => Promise<void> }

export async function startServer(options: Record<string, unknown> = {}, host = '127.0.0.1'): Promise<Server> {
  const db = openDatabase(':memory:');
  const server = createApp({ db, ...options } as Parameters<typeof createApp>[0]);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://${host}:${port}`, port, db, close: () => new Promise((r) => server.close(() => (db.close(), r()))) };
}

/** The settings script's values (nonces, action names). */
export async function settingsOf(url: string): Promise<Record<string, string>> {
  return JSON.parse(/Object\.assign\((\{.*?\}), window/.exec(await (await fetch(`${url}/api/settings.js`)).text())![1]!) as Record<string, string>;
}
