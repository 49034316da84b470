/**
 * The server's layers (docs/architecture.md), checked on every `npm run lint`:
 *
 *   composition   app.ts, server.ts, cli.ts, demo/, simulator/
 *   modules       modules/<name>/        (each other only through index.ts)
 *   core          core/, plugins/        (request helpers, app-wide plugins; knows no module)
 *   device side   ingestion/, live/      (protocols, position writer, hub)
 *   db            db/                    (client, schema, migrations, binary COPY)
 *   base          lib/, config.ts, paths.ts
 *
 * An import may only run down this list (or stay in its own layer). Test files are left out: a test may reach
 * any file it exercises, and nothing imports a test.
 */
const SRC = '^apps/server/src/';

const BASE = `${SRC}(lib/|config\\.ts$|paths\\.ts$)`;
const DB = `${SRC}db/`;
const DEVICE = `${SRC}(ingestion|live)/`;
const CORE = `${SRC}(core|plugins)/`;
const MODULES = `${SRC}modules/`;
const COMPOSITION = `${SRC}(demo/|simulator/|app\\.ts$|server\\.ts$|cli\\.ts$)`;

/** A rule forbidding `from` to import anything in the layers listed in `above`. */
const downOnly = (name, comment, from, above) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: above.join('|') },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No file reaches itself through its imports: a cycle leaves one side half-initialised at load.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      comment:
        "No folder reaches itself through its files' imports (audit -> vehicles -> audit, schema files in a loop): " +
        'each folder can be read, tested and moved on its own.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modules-through-index',
      comment:
        'A module is used by others only through its entry file (modules/<name>/index.ts), never its internals: ' +
        'the rest of the module is free to change.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/.`, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'composition-through-index',
      comment:
        'The composition layer (app, demo, simulator, cli) takes a module only through its index.ts as well.',
      severity: 'error',
      from: { path: COMPOSITION },
      to: { path: `${MODULES}[^/]+/.`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    downOnly(
      'modules-below-composition',
      'Modules know nothing of the app that composes them, of the demo or of the simulator.',
      MODULES,
      [COMPOSITION],
    ),
    downOnly(
      'core-knows-no-module',
      'The core layer (request helpers, app-wide plugins) serves every module and so names none; a module ' +
        'registers what core needs (the token resolver) through an interface core defines.',
      CORE,
      [MODULES, COMPOSITION],
    ),
    downOnly(
      'device-side-knows-no-app',
      'Ingestion and the live hub run below the HTTP app: they name no plugin, module or route. What they need ' +
        'from a module (the command port) is an interface here that the module implements.',
      DEVICE,
      [CORE, MODULES, COMPOSITION],
    ),
    downOnly(
      'db-below-everything-but-base',
      'The database layer (client, schema, migrations, COPY helpers) depends only on the base helpers.',
      DB,
      [DEVICE, CORE, MODULES, COMPOSITION],
    ),
    downOnly(
      'base-is-pure',
      'lib/, config.ts and paths.ts are plain helpers: no database, no Fastify app, no module.',
      BASE,
      [DB, DEVICE, CORE, MODULES, COMPOSITION],
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '^apps/server/test/'] },
    includeOnly: '^apps/server/src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
