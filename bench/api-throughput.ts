// Requests per second of GET /api/dashboard/roles (authenticated, permission-checked, paginated
// query with counts) against GET /api/health (no auth, one SELECT 1) on the same server and run.
import autocannon from 'autocannon';

export async function rps(url: string, headers: Record<string, string> = {}, seconds = 5): Promise<number> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

export async function apiThroughput(serverUrl: string, token: string) {
  await rps(`${serverUrl}/api/health`); // warm-up
  const healthRps = await rps(`${serverUrl}/api/health`);
  const rolesRps = await rps(`${serverUrl}/api/dashboard/roles`, { authorization: `Bearer ${token}` });
  return { healthRps, rolesRps };
}
