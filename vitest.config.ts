import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project has its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default (one worker per core less one) runs the files one at a time on a 2-core machine, while
    // most API test files spend their time waiting on sockets, fsync and child servers: run three at once there.
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});
