import { describe, expect, it } from 'vitest';
import { DEVICE_PROTOCOLS } from '@fleet/shared/device-protocols';
import { SESSION_PROTOCOLS } from './registry';

describe('protocol registry', () => {
  it('agrees with the shared catalogue on every port, env var and transport', () => {
    for (const [name, definition] of SESSION_PROTOCOLS) {
      const entry = DEVICE_PROTOCOLS.find((p) => p.name === name);
      expect(entry, name).toBeDefined();
      expect(definition.defaultPort, name).toBe(entry!.defaultPort);
      expect(definition.envVar, name).toBe(entry!.envVar);
      expect(definition.transport, name).toBe(entry!.transport);
    }
  });

  it('gives every protocol a port of its own', () => {
    const ports = DEVICE_PROTOCOLS.map((p) => p.defaultPort);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
