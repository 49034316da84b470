import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const WEB_SRC = 'apps/web/src';
const webTestFiles = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => file.split('\\').join('/'));
/**
 * The web app's test files that replace a module with `vi.mock`: a mock applies only where the module is imported
 * afresh, so these run isolated; the others share their worker's module cache (see `web` below).
 */
const mocks = (file: string) => readFileSync(`${WEB_SRC}/${file}`, 'utf8').includes('vi.mock(');
// As `exclude` patterns of the web project's root: a project made with `extends` adds to the lists it inherits.
const webFilesWithMocks = webTestFiles.filter(mocks).map((file) => `src/${file}`);
const webFilesWithoutMocks = webTestFiles.filter((file) => !mocks(file)).map((file) => `src/${file}`);

const SERVER = 'apps/server';
/**
 * The server's test files that replace a module or a global (`vi.mock`, fake timers, stubbed globals or
 * environment): they run isolated; the others share their worker's module cache (see `server` below).
 */
const serverTestFiles = ['src', 'test'].flatMap((folder) =>
  readdirSync(`${SERVER}/${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.ts$/.test(file))
    .map((file) => `${folder}/${file.split('\\').join('/')}`),
);
const alone = (file: string) =>
  /vi\.(mock|useFakeTimers|stubEnv|stubGlobal)\(/.test(readFileSync(`${SERVER}/${file}`, 'utf8'));
const serverFilesAlone = serverTestFiles.filter(alone);
const serverFilesShared = serverTestFiles.filter((file) => !alone(file));

// One run covers every workspace; each project has its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      {
        // Each API test file imported the whole server (Fastify, Drizzle, every module) and compiled the embedded
        // database's WebAssembly afresh: a third of the server suite's CPU time. The files of one worker share those
        // modules; every app a test builds is its own instance with its own database and is closed after its suite.
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server', root: SERVER, isolate: false, exclude: serverFilesAlone },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-isolated', root: SERVER, exclude: serverFilesShared },
      },
      {
        // Importing React, the UI kit and i18n into a fresh module graph for every file was five sixths of the web
        // tests' CPU time, so the files of one worker share those modules. After each test, setup-tests.ts unmounts
        // what it rendered and clears localStorage; a test that changes other shared state (the language, the
        // auth store) sets what it needs before it renders.
        extends: './apps/web/vitest.config.ts',
        test: { name: 'web', isolate: false, exclude: webFilesWithMocks },
      },
      {
        extends: './apps/web/vitest.config.ts',
        test: { name: 'web-mocks', exclude: webFilesWithoutMocks },
      },
    ],
    // Vitest's default (one worker per core less one) runs the files one at a time on a 2-core machine, while
    // most API test files spend their time waiting on sockets, fsync and child servers: run three at once there.
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});
