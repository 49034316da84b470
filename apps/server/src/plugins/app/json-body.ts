import fp from 'fastify-plugin';

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
  },
  { name: 'json-body' },
);
