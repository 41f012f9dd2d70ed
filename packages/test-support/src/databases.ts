// Which database a suite runs on (docs/testing.md, "Which database runs what"). Both databases run the
// same SQL through the same repositories, so a suite whose outcome cannot depend on the database runs on
// one: PostgreSQL when TEST_DATABASE_URL names a server (what production uses, and the faster of the two
// in these suites), else PGlite, so that a machine without PostgreSQL still runs every test. A suite
// whose outcome can depend on the database (locks and concurrency, LISTEN/NOTIFY, several connections or
// processes, driver failures) runs on every database: `forEachDatabase(title, body, 'every')`; inside a
// one-database suite, `onEveryDatabase(() => ...)` runs just those tests on the other database too.
// TEST_ALL_DATABASES=1 runs every suite on every database (a release check).

export interface TestDatabase {
  name: string;
  url: () => string | undefined;
}

/** Every database, each with the URL a test server takes (PostgreSQL's is unset without TEST_DATABASE_URL). */
export const databases: TestDatabase[] = [
  { name: 'PGlite (embedded)', url: () => 'memory:' },
  { name: 'PostgreSQL', url: () => process.env.TEST_DATABASE_URL },
];

/** 'one': the outcome cannot depend on the database; 'every': it can (see the top of this file). */
export type DatabaseRule = 'one' | 'every';

/** TEST_ALL_DATABASES=1: every suite on every database. */
export function allDatabasesRequested(): boolean {
  return process.env.TEST_ALL_DATABASES === '1';
}

/** The database of a one-database suite: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export function defaultDatabase(): { name: string; url: () => string } {
  const chosen = databases.find((d) => d.name === 'PostgreSQL' && d.url()) ?? databases[0];
  return { name: chosen.name, url: () => chosen.url()! };
}

/** The URL of the default database (`memory:` or TEST_DATABASE_URL), for a suite that starts a server of its own. */
export function defaultDatabaseUrl(): string {
  return defaultDatabase().url();
}

/** The databases a suite of this rule runs on; PostgreSQL is listed even when TEST_DATABASE_URL is unset (then skipped by name). */
export function databasesFor(rule: DatabaseRule = 'one'): TestDatabase[] {
  if (rule === 'every' || allDatabasesRequested()) return databases;
  const chosen = defaultDatabase();
  return databases.filter((d) => d.name === chosen.name);
}

/** How a block skipped for want of PostgreSQL is named: loudly, never silently. */
export const SKIPPED_WITHOUT_POSTGRES = 'SKIPPED, TEST_DATABASE_URL is not set';

// While a one-database suite registers its tests a second time for the other database, only what
// onEveryDatabase wraps is registered: jest's registering globals are replaced by no-ops meanwhile.
const REGISTERING = ['describe', 'fdescribe', 'xdescribe', 'it', 'fit', 'xit', 'test', 'xtest'] as const;
type Globals = Record<(typeof REGISTERING)[number], unknown>;
// Callable; its modifiers (.each, .skip, .only, ...) and what .each returns are no-ops too.
const MODIFIERS = new Set(['each', 'skip', 'only', 'todo', 'concurrent', 'failing']);
const noop: unknown = new Proxy(function noRegistration() {}, {
  get: (target, property, receiver) => (typeof property === 'string' && MODIFIERS.has(property) ? noop : Reflect.get(target, property, receiver)),
  apply: () => noop,
});
let onlyMarked: { real: Globals; reached: number } | undefined;
let markersReached = 0;

/**
 * Inside a one-database forEachDatabase (or forEachServiceDatabase) body: the tests that `register`
 * declares run on every database, the rest of the body on the default one. Call it at the top level of
 * the body (not inside a describe); its tests may rely on the body's top-level hooks, not on what earlier
 * tests of the body did, since on the other database they run alone.
 */
export function onEveryDatabase(register: () => void): void {
  markersReached++;
  if (!onlyMarked) return register();
  const g = globalThis as unknown as Globals;
  const real = onlyMarked.real;
  onlyMarked.reached++;
  for (const name of REGISTERING) g[name] = real[name];
  try {
    register();
  } finally {
    for (const name of REGISTERING) g[name] = noop;
  }
}

/**
 * Registers `block(database, url, register)` for each database the rule names; the block registers its
 * describe and calls `register(registerBody)` where the suite's own tests go. A one-database suite whose
 * body marks tests with onEveryDatabase also gets, for each other database, a block where `register`
 * registers only those tests. A database without a URL (PostgreSQL without TEST_DATABASE_URL) is
 * reported as skipped, by name.
 */
export function registerPerDatabase(title: string, rule: DatabaseRule, block: (database: TestDatabase, url: string, register: (registerBody: () => void) => void) => void): void {
  const full = databasesFor(rule);
  const skipped = (database: TestDatabase, what: string) =>
    describe.skip(`${title}${what} [${database.name}: ${SKIPPED_WITHOUT_POSTGRES}]`, () => {
      it('needs PostgreSQL', () => undefined);
    });
  const before = markersReached;
  for (const database of full) {
    const url = database.url();
    if (url) block(database, url, (registerBody) => registerBody());
    else skipped(database, '');
  }
  // describe runs its function at once, so every marker of the body has been reached by now.
  const marked = markersReached - before;
  if (marked === 0) return;
  for (const database of databases.filter((d) => !full.includes(d))) {
    const url = database.url();
    if (!url) {
      skipped(database, ' (its tests that run on every database)');
      continue;
    }
    block(database, url, (registerBody) => {
      const g = globalThis as unknown as Globals;
      const real = Object.fromEntries(REGISTERING.map((name) => [name, g[name]])) as Globals;
      onlyMarked = { real, reached: 0 };
      for (const name of REGISTERING) g[name] = noop;
      let reached = 0;
      try {
        registerBody();
      } finally {
        reached = onlyMarked.reached;
        for (const name of REGISTERING) g[name] = real[name];
        onlyMarked = undefined;
      }
      // A marker inside a describe of the body is never reached here: say so rather than drop its tests.
      if (reached !== marked) {
        it('onEveryDatabase is called at the top level of the body', () => {
          throw new Error(`${title}: ${marked - reached} onEveryDatabase call(s) inside a describe were not registered on ${database.name}; call it at the top level of the body.`);
        });
      }
    });
  }
}

/** `describe` whose tests run on every database (onEveryDatabase), at the top level of the body. */
export function describeOnEveryDatabase(name: string, fn: () => void): void {
  onEveryDatabase(() => describe(name, fn));
}

/** `it` that runs on every database (onEveryDatabase), at the top level of the body; `.each` as it.each. */
export function itOnEveryDatabase(name: string, fn: jest.ProvidesCallback, timeout?: number): void {
  onEveryDatabase(() => it(name, fn, timeout));
}
itOnEveryDatabase.each = ((table: never) =>
  (...args: never[]) =>
    onEveryDatabase(() => (it.each(table) as unknown as (...a: never[]) => void)(...args))) as unknown as typeof it.each;
