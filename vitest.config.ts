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

// One run covers every workspace; each project has its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
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
