import {
  closeSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  truncateSync,
  writeSync,
  existsSync,
} from 'node:fs';
import path from 'node:path';
import {
  DurableNodeFS,
  type EmscriptenModule,
  type EmscriptenNode,
  type EmscriptenStream,
} from '../src/db/durable-fs';

interface PendingWrite {
  position: number;
  bytes: Uint8Array;
}

type Op = (...args: unknown[]) => unknown;

/**
 * The product's durable file-system layer, watched: every change it makes to the data directory is
 * replayed onto a second directory, the disk as a power cut would leave it. File creation, rename,
 * removal and truncation reach that disk at once (a journaling file system's metadata; this is the
 * lenient side); written bytes reach it only when their file is flushed (`fsync`), and every write not
 * flushed is lost (the strict side: a real disk keeps some of them, in any order). `cut()` stops the
 * replay: whatever the engine does afterwards never reached the disk.
 */
export class PowerCutFS extends DurableNodeFS {
  private readonly pending = new Map<EmscriptenNode, PendingWrite[]>();
  private realPath!: (node: EmscriptenNode) => string;
  private powered = true;
  /** Flushes that reached the surviving disk (files and directories). */
  flushes = 0;

  constructor(
    private readonly live: string,
    private readonly disk: string,
    /** The power goes right after this flush reaches the disk. */
    private readonly cutAfterFlush = Infinity,
  ) {
    super(live);
  }

  get isCut(): boolean {
    return !this.powered;
  }

  cut(): void {
    this.powered = false;
    this.pending.clear();
  }

  private onDisk(livePath: string): string {
    const relative = path.relative(this.live, livePath);
    if (relative.startsWith('..')) throw new Error(`outside the data directory: ${livePath}`);
    return path.join(this.disk, relative);
  }

  protected override install(mod: EmscriptenModule): void {
    super.install(mod);
    const { NODEFS, FS } = mod;
    this.realPath = (node) => NODEFS.realPath(node);
    const streamOps = NODEFS.stream_ops as Record<string, Op>;
    const nodeOps = NODEFS.node_ops as Record<string, Op>;
    const wrap = (
      ops: Record<string, Op>,
      name: string,
      after: (result: unknown, ...args: unknown[]) => void,
    ) => {
      const original = ops[name]!;
      ops[name] = (...args: unknown[]) => {
        const result = original(...args);
        if (this.powered) after(result, ...args);
        return result;
      };
    };
    wrap(streamOps, 'write', (written, stream, buffer, offset, _length, position) => {
      const { node } = stream as EmscriptenStream;
      const bytes = (buffer as Uint8Array).slice(offset as number, (offset as number) + (written as number));
      const list = this.pending.get(node) ?? [];
      list.push({ position: position as number, bytes });
      this.pending.set(node, list);
    });
    wrap(nodeOps, 'mknod', (node, _parent, _name, mode) => {
      const target = this.onDisk(this.realPath(node as EmscriptenNode));
      if (FS.isDir(mode as number)) mkdirSync(target, { recursive: true });
      else closeSync(openSync(target, 'a'));
    });
    // Rename runs before its node takes the new name: the old path is read from the arguments.
    const rename = nodeOps.rename!;
    nodeOps.rename = (oldNode, newDir, newName) => {
      const from = this.onDisk(this.realPath(oldNode as EmscriptenNode));
      const result = rename(oldNode, newDir, newName);
      if (this.powered) {
        const to = this.onDisk(path.join(this.realPath(newDir as EmscriptenNode), newName as string));
        if (existsSync(from)) renameSync(from, to);
      }
      return result;
    };
    for (const name of ['unlink', 'rmdir']) {
      wrap(nodeOps, name, (_result, parent, entry) => {
        rmSync(this.onDisk(path.join(this.realPath(parent as EmscriptenNode), entry as string)), {
          recursive: true,
          force: true,
        });
      });
    }
    const truncate = (node: EmscriptenNode, attr: { size?: number }) => {
      if (attr.size === undefined) return;
      const target = this.onDisk(this.realPath(node));
      if (existsSync(target)) truncateSync(target, attr.size);
    };
    wrap(nodeOps, 'setattr', (_result, node, attr) =>
      truncate(node as EmscriptenNode, attr as { size?: number }),
    );
    wrap(streamOps, 'setattr', (_result, stream, attr) =>
      truncate((stream as EmscriptenStream).node, attr as { size?: number }),
    );
  }

  protected override flush(stream: EmscriptenStream, isDirectory: boolean): void {
    super.flush(stream, isDirectory);
    if (!this.powered) return;
    this.flushes += 1;
    if (isDirectory) {
      if (this.flushes >= this.cutAfterFlush) this.cut();
      return;
    }
    const writes = this.pending.get(stream.node);
    if (!writes) {
      if (this.flushes >= this.cutAfterFlush) this.cut();
      return;
    }
    this.pending.delete(stream.node);
    const fd = openSync(this.onDisk(this.realPath(stream.node)), 'r+');
    try {
      for (const { position, bytes } of writes) writeSync(fd, bytes, 0, bytes.length, position);
    } finally {
      closeSync(fd);
    }
    if (this.flushes >= this.cutAfterFlush) this.cut();
  }
}
