import fp from 'fastify-plugin';
import type { Language } from '@fleet/shared/constants';
import { pickLanguage, translate } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** From `accept-language`: `en` or the default `ar`. */
    lang: Language;
    /** A server message in the request's language. */
    t(key: MessageKey, values?: Record<string, string | number>): string;
  }
}

export default fp(
  async function i18nPlugin(app) {
    app.decorateRequest('lang', {
      getter() {
        return pickLanguage(this.headers['accept-language']);
      },
    });
    app.decorateRequest('t', function t(key: MessageKey, values?: Record<string, string | number>) {
      return translate(key, this.lang, values);
    });
  },
  { name: 'i18n' },
);
