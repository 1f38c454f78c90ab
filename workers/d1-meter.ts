// Counts what a request asks of D1, for the bench and the query-count tests: round trips (one per
// executed statement or batch) and statements. Where developer tools exist (development or test,
// from loopback) a request that sends the x-d1-meter header gets the counts back in headers.
import { devToolsAllowed } from "~/services/platform/dev-tools.server";

export const D1_METER_HEADER = "x-d1-meter";

export interface D1Meter {
  readonly db: D1Database;
  /** Round trips: each executed statement, each batch. */
  readonly queries: number;
  /** Statements, counting each statement inside a batch. */
  readonly statements: number;
  /** The SQL of each round trip, in order (a batch joins its statements with ' ; '). */
  readonly log: string[];
}

export function meterD1(real: D1Database): D1Meter {
  const state = { queries: 0, statements: 0, log: [] as string[] };
  const originals = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();

  const count = (sql: string, statements = 1) => {
    state.queries += 1;
    state.statements += statements;
    state.log.push(sql);
  };

  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values), sql),
      first: (column?: string) => {
        count(sql);
        return column === undefined ? stmt.first() : stmt.first(column);
      },
      all: () => {
        count(sql);
        return stmt.all();
      },
      run: () => {
        count(sql);
        return stmt.run();
      },
      raw: (options?: { columnNames?: boolean }) => {
        count(sql);
        // The overloads differ only in the tuple shape of the first row.
        return stmt.raw(options as { columnNames: true });
      },
    } as unknown as D1PreparedStatement;
    originals.set(wrapped, stmt);
    sqlOf.set(wrapped, sql);
    return wrapped;
  };

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      count(statements.map((s) => sqlOf.get(s) ?? "?").join(" ; "), statements.length);
      return real.batch(statements.map((s) => originals.get(s) ?? s));
    },
    exec: (sql: string) => {
      count(sql);
      return real.exec(sql);
    },
    dump: () => real.dump(),
    withSession: (constraint?: string) => real.withSession(constraint),
  } as unknown as D1Database;

  return {
    db,
    get queries() {
      return state.queries;
    },
    get statements() {
      return state.statements;
    },
    get log() {
      return state.log;
    },
  };
}

/** Runs a request with a metered D1 binding and reports the counts and the server time in headers. */
export async function withD1Meter(
  request: Request,
  env: Env,
  handle: (env: Env) => Promise<Response>,
): Promise<Response> {
  if (!request.headers.has(D1_METER_HEADER) || !devToolsAllowed(env, request)) return handle(env);
  const meter = meterD1(env.DB);
  const started = Date.now();
  const response = await handle({ ...env, DB: meter.db });
  const metered = new Response(response.body, response);
  metered.headers.set("x-d1-queries", String(meter.queries));
  metered.headers.set("x-d1-statements", String(meter.statements));
  // `x-d1-meter: log` also lists the SQL of each round trip (statements only, never bound values).
  if (request.headers.get(D1_METER_HEADER) === "log")
    metered.headers.set("x-d1-log", JSON.stringify(meter.log.map((sql) => sql.slice(0, 120))));
  metered.headers.set(
    "server-timing",
    `app;dur=${Date.now() - started}, d1;desc="${meter.queries} round trips"`,
  );
  return metered;
}
