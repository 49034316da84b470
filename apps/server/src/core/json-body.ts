import fp from 'fastify-plugin';
import { normalizeInput } from '@fleet/shared/validation';

function isPlain(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body
 * sent with `content-type: application/json` reads as "no body" instead of a 400: many clients
 * send that header on a bodyless POST or DELETE.
 */
export default fp(
  async function jsonBodyPlugin(app) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });

    // Before every route's validation: Arabic-Indic digits of numbers, phones and dates read as ASCII, NULs dropped.
    app.addHook('preValidation', async (request) => {
      if (isPlain(request.body) || typeof request.body === 'string')
        request.body = normalizeInput(request.body);
      // The query and params objects come from the router (no Object prototype): always plain data.
      request.query = normalizeInput(request.query);
      request.params = normalizeInput(request.params);
    });
  },
  { name: 'json-body' },
);
