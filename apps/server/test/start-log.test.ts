import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { readyMessage } from '../src/banner';
import { startChildServer } from './child-server';
import { freePort } from './harness';

describe('the start-up log', () => {
  const dirs: string[] = [];
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is JSON lines when stdout is not a terminal, ending with the address and the demo sign-in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-start-log-'));
    dirs.push(dataDir);
    const port = await freePort();
    child = await startChildServer({
      env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdout: 'pipe',
    });
    const lines: string[] = [];
    const reader = createInterface({ input: child.stdout! });
    const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line in ${lines.join('\n')}`)), 30_000);
      reader.on('line', (line) => {
        lines.push(line);
        const record = JSON.parse(line) as Record<string, unknown>;
        if (String(record.msg).startsWith('ready at')) {
          clearTimeout(timer);
          resolve(record);
        }
      });
    });
    expect(ready.msg).toBe(`ready at http://127.0.0.1:${port}; demo sign-in admin@example.com / admin12345`);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.join('\n').includes('\u001b[')).toBe(false); // no colours either
  }, 180_000);

  it('frames the address for a person at a terminal; outside demo mode no sign-in', () => {
    const config = { host: '0.0.0.0', port: 8080, publicUrl: null, demo: true };
    expect(readyMessage(config, true).split('\n')).toEqual([
      '',
      `┌${'─'.repeat(46)}┐`,
      '│ Fleet dashboard ready: http://localhost:8080 │',
      '│ Demo sign-in: admin@example.com / admin12345 │',
      `└${'─'.repeat(46)}┘`,
    ]);
    expect(readyMessage({ ...config, demo: false, publicUrl: 'https://fleet.example.com' }, false)).toBe(
      'ready at https://fleet.example.com',
    );
  });
});
