import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths, webhooks } from './schema';

/**
 * A typed client of the fleet API: paths, parameters, bodies and answers come from the served OpenAPI document
 * (`src/schema.ts`, generated). `baseUrl` is the server's origin; authenticate with
 * `headers: { authorization: 'Bearer fk_…' }` (an API key) or a person's token.
 */
export function createFleetClient(options: ClientOptions = {}) {
  return createClient<paths>(options);
}

export type FleetClient = ReturnType<typeof createFleetClient>;
