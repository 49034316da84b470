import type { FastifyInstance } from 'fastify';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf, tagOf } from '../src/plugins/external/openapi-document';
import { DEMO, forEachDatabase } from './harness';

/**
 * Warnings of the linter's recommended rules that the contract makes us keep, each with its reason. Anything
 * else — an error, or a warning not listed here — fails the test, so a new route cannot regress the document.
 */
const EXPLAINED_WARNINGS: { ruleId: string; where: RegExp; why: string }[] = [
  {
    ruleId: 'no-ambiguous-paths',
    where: /notification-rules/,
    why:
      'the API has both `/notification-rules/{id}/deliveries` and `/notification-rules/options/{kind}`; ' +
      'the router matches the literal `options` first, as the linter cannot know',
  },
];

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
};

forEachDatabase((db) => {
  describe.runIf(db.kind === 'pglite')('the served OpenAPI document', () => {
    let app: FastifyInstance;
    let document: { paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, unknown> };

    beforeAll(async () => {
      app = await db.buildApp({
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      document = response.json();
    });

    it('passes the recommended rules of Redocly’s linter with no error and no unexplained warning', async () => {
      const config = await createConfig({ extends: ['recommended'] });
      const problems = await lintFromString({
        source: JSON.stringify(document),
        absoluteRef: 'openapi.json',
        config,
      });
      const unexplained = problems.filter(
        (problem) =>
          problem.severity === 'error' ||
          !EXPLAINED_WARNINGS.some(
            (known) => known.ruleId === problem.ruleId && known.where.test(problem.message),
          ),
      );
      expect(
        unexplained.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
      ).toEqual([]);
    });

    it('names every operation in stable camelCase, tags it, and documents its 4xx answers', () => {
      const ids = new Set<string>();
      for (const [path, item] of Object.entries(document.paths)) {
        expect(path.startsWith('/api')).toBe(true);
        for (const [method, operation] of Object.entries(item)) {
          if (typeof operation !== 'object' || !operation.responses) continue;
          expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
          expect(ids.has(operation.operationId!)).toBe(false);
          ids.add(operation.operationId!);
          expect(operation.tags?.length).toBeGreaterThan(0);
          const statuses = Object.keys(operation.responses);
          if (operation.security?.length) {
            expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403', '429']));
          } else {
            expect(operation.security, `${method} ${path}`).toEqual([]);
          }
          if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('404');
        }
      }
      // Public operations say so explicitly.
      expect(document.paths['/api/auth/login']?.post?.security).toEqual([]);
      expect(document.paths['/api/health']?.get?.security).toEqual([]);
      expect(document.paths['/api/dashboard/vehicles']?.get?.operationId).toBe('getVehicles');
    });

    it('describes the webhook payload', () => {
      expect(Object.keys(document.webhooks ?? {})).toContain('fleetEvent');
    });
  });

  describe.runIf(db.kind === 'pglite')('the served AsyncAPI document', () => {
    it('is valid for the AsyncAPI project’s parser, with no warning, and describes stream and brokers', async () => {
      const app = await db.buildApp({ demo: false });
      const response = await app.inject({ method: 'GET', url: '/api/docs/asyncapi.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const { document, diagnostics } = await new Parser().parse(response.body);
      const problems = diagnostics.filter(
        (d) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning,
      );
      expect(problems.map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`)).toEqual([]);
      expect(document).toBeDefined();
      const addresses = document!
        .channels()
        .all()
        .map((channel) => channel.address());
      expect(addresses).toEqual(
        expect.arrayContaining([
          '/api/dashboard/tracking/stream',
          'fleet/positions/{deviceId}',
          'fleet/events/{eventType}',
          'positions.{deviceId}',
          'events.{eventType}',
        ]),
      );
    });
  });
});

describe('operation ids and tags from the route definitions', () => {
  it('are derived from method and path, so routes added later need no edits', () => {
    expect(operationIdOf('get', '/api/dashboard/vehicles/{id}/positions')).toBe('getVehiclesByIdPositions');
    expect(operationIdOf('post', '/api/dashboard/api-keys')).toBe('postApiKeys');
    expect(operationIdOf('delete', '/api/dashboard/profile/sessions/{id}')).toBe('deleteProfileSessionsById');
    expect(operationIdOf('get', '/api/dashboard/reports/trips')).toBe('getReportsTrips');
    expect(tagOf('/api/dashboard/reports/trips')).toBe('reports');
    expect(tagOf('/api/driver/examinations')).toBe('driver app');
  });
});
