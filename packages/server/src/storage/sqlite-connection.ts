/**
 * Every better-sqlite3 connection Warboard opens (the server's storage, its writer thread, the lab's results),
 * opened here so that none of its objects is ever left to the garbage collector.
 *
 * Why: on Node 24, better-sqlite3 12's Database and Statement objects are `node::ObjectWrap`s whose destructor
 * removes a per-object environment cleanup hook, and Node CHECKs that this happens inside a Node context. V8
 * may collect an unreachable one in a collection that runs outside any (a scavenge started by V8's own task,
 * for one), and then the whole process aborts: `node::RemoveEnvironmentCleanupHook … Assertion failed: (env)
 * != nullptr` under `Statement::~Statement` — the lab and the test runner did, at random, once a run had
 * prepared enough throw-away statements. So nothing of a connection becomes garbage: the connection stays
 * reachable until its thread ends (Node's own cleanup then frees what is left, inside a context), and its
 * statements are prepared once per SQL text and kept with it, which also bounds what is kept by the distinct
 * SQL a program runs. Statements are therefore shared: callers never change a statement's mode (`pluck`,
 * `raw`, `expand`, `safeIntegers`).
 */
import Database from 'better-sqlite3';

export type Connection = Database.Database;
export type { Statement } from 'better-sqlite3';

/** Every connection this thread opened, closed or not: reachable for the life of the thread. */
const kept = new Set<Connection>();

/** Opens a connection whose `prepare` and `pragma` reuse one statement per SQL text. */
export function openConnection(file: string, options?: Database.Options): Connection {
  const db = new Database(file, options);
  kept.add(db);
  const prepared = new Map<string, Database.Statement>();
  const prepareOnce = db.prepare.bind(db);
  const prepare = (sql: string): Database.Statement => {
    let statement = prepared.get(sql);
    if (statement === undefined) {
      statement = prepareOnce(sql);
      prepared.set(sql, statement);
    }
    return statement;
  };
  // better-sqlite3's own pragma() prepares a new statement on every call.
  const pragma = (source: string, options?: Database.PragmaOptions): unknown => {
    const statement = prepare(`PRAGMA ${source}`);
    if (!statement.reader) {
      statement.run();
      return options?.simple === true ? undefined : [];
    }
    if (options?.simple !== true) return statement.all();
    const row = statement.get() as Record<string, unknown> | undefined;
    return row === undefined ? undefined : Object.values(row)[0];
  };
  return Object.assign(db, { prepare, pragma }) as Connection;
}
