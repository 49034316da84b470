import {
  closeSync,
  fdatasyncSync,
  fsyncSync,
  openSync,
  readdirSync,
  constants as fsConstants,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The parts of Emscripten's file system that PGlite's NODEFS mount uses. NODEFS maps every file call to
 * Node's synchronous `fs`, except `fsync`: it has none, so PostgreSQL's flushes (`fsync()` reaches
 * `stream_ops.fsync` through WASI `fd_sync`; `fdatasync()` is a no-op in Emscripten) never reach the disk.
 */
export interface EmscriptenNode {
  mode: number;
  name: string;
  parent: EmscriptenNode;
  mount: { opts: { root?: string } };
}
export interface EmscriptenStream {
  nfd: number;
  node: EmscriptenNode;
}
export interface EmscriptenModule {
  FS: { isDir(mode: number): boolean };
  NODEFS: {
    tryFSOperation<T>(operation: () => T): T;
    realPath(node: EmscriptenNode): string;
    stream_ops: Record<string, (...args: never[]) => unknown>;
    node_ops: Record<string, (...args: never[]) => unknown>;
  };
}

/**
 * PGlite's start-up arguments with durability on: its defaults minus `-F` (fsync off), and WAL flushed
 * with `fsync()` (the call Emscripten forwards) instead of `fdatasync()` (which it drops).
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'full_page_writes=on',
];

/**
 * NODEFS with a real flush: PostgreSQL's own fsync calls (WAL at every commit, data files at every
 * checkpoint before the WAL that could redo them is recycled, directories after a file is created or
 * renamed) become `fdatasync` / `fsync` of the host file. PostgreSQL already orders its flushes for
 * crash safety; this layer only stops them from being dropped.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      ...((emscriptenOpts.preRun as ((mod: unknown) => void)[] | undefined) ?? []),
      (mod: unknown) => this.install(mod as EmscriptenModule),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }

  protected install(mod: EmscriptenModule): void {
    const { NODEFS, FS } = mod;
    NODEFS.stream_ops.fsync = ((stream: EmscriptenStream) =>
      NODEFS.tryFSOperation(() => {
        this.flush(stream, FS.isDir(stream.node.mode));
        return 0;
      })) as never;
  }

  /** A file's data (and the size needed to read it back) or a directory's entries, to stable storage. */
  protected flush(stream: EmscriptenStream, isDirectory: boolean): void {
    if (isDirectory) fsyncSync(stream.nfd);
    else fdatasyncSync(stream.nfd);
  }
}

/** Flushes every file and directory under `root` (files before the directory that lists them). */
export function syncTree(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const entryPath = path.join(root, entry.name);
    if (entry.isDirectory()) syncTree(entryPath);
    else if (entry.isFile()) syncPath(entryPath, false);
  }
  syncPath(root, true);
}

export function syncPath(target: string, isDirectory: boolean): void {
  const fd = openSync(
    target,
    isDirectory ? fsConstants.O_RDONLY | fsConstants.O_DIRECTORY : fsConstants.O_RDONLY,
  );
  try {
    if (isDirectory) fsyncSync(fd);
    else fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
