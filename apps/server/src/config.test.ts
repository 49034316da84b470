import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_TILE_URL, DEFAULT_POOL_SIZE, loadConfig } from './config';

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('has the documented defaults in demo mode', () => {
    const config = loadConfig({}, '/srv/fleet');
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.demo).toBe(true);
    expect(config.simulator).toBe(true);
    expect(config.timezone).toBe('Asia/Riyadh');
    expect(config.tileUrl).toBe(DEFAULT_TILE_URL);
    expect(config.corsOrigins).toEqual([]);
    expect(config.devicePorts).toEqual({
      osmand: 5055,
      teltonika: 5027,
      gt06: 5023,
      h02: 5013,
      jt808: 5015,
      gps103: 5001,
      queclink: 5004,
      meitrack: 5020,
      ruptela: 5046,
      suntech: 5011,
      wialon: 5039,
    });
    expect(config.database.driver).toBe('pglite');
    // Unset DATA_DIR means <repo>/data, independent of the working directory.
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('resolves DATA_DIR against the working directory and puts the database under it', () => {
    const config = loadConfig({ DATA_DIR: 'var/data' }, '/srv/fleet');
    expect(config.dataDir).toBe('/srv/fleet/var/data');
    expect(config.database).toEqual({ driver: 'pglite', dataDir: '/srv/fleet/var/data/db', durable: true });
  });

  it('turns demo off with DATABASE_URL or in production, and SIMULATOR follows DEMO', () => {
    const withUrl = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/fleet' });
    expect(withUrl.demo).toBe(false);
    expect(withUrl.simulator).toBe(false);
    expect(withUrl.database).toEqual({
      driver: 'postgres',
      url: 'postgres://u@db:5432/fleet',
      poolSize: DEFAULT_POOL_SIZE,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db/fleet', DATABASE_POOL_SIZE: '12' }).database,
    ).toMatchObject({
      poolSize: 12,
    });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/fleet', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE must be at least 1/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1', SIMULATOR: '0' })).toMatchObject({
      demo: true,
      simulator: false,
      demoHistory: true,
    });
  });

  it('DEMO_HISTORY follows DEMO, can be turned off, and never runs without the demo', () => {
    expect(loadConfig({}).demoHistory).toBe(true);
    expect(loadConfig({ DEMO_HISTORY: '0' })).toMatchObject({ demo: true, demoHistory: false });
    expect(loadConfig({ DEMO: '0', DEMO_HISTORY: '1' }).demoHistory).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/fleet' }).demoHistory).toBe(false);
    expect(() => loadConfig({ DEMO_HISTORY: 'maybe' })).toThrow(/DEMO_HISTORY/);
  });

  it('parses lists and ports', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example.com, http://localhost:5173',
      OSMAND_PORT: '0',
      PORT: '9000',
    });
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
    expect(config.devicePorts.osmand).toBe(0);
    expect(config.port).toBe(9000);
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('rejects a bad PORT naming the variable', () => {
    expect(problems({ PORT: 'eighty' })).toMatch(/PORT must be a whole number/);
    expect(problems({ PORT: '70000' })).toMatch(/PORT must be between 1 and 65535/);
    expect(problems({ PORT: '0' })).toMatch(/PORT/);
    expect(problems({ GT06_PORT: '-1' })).toMatch(/GT06_PORT/);
    expect(problems({ JT808_PORT: '99999' })).toMatch(/JT808_PORT must be between 0 and 65535/);
    expect(loadConfig({ WIALON_PORT: '0' }).devicePorts.wialon).toBe(0);
  });

  it('reads METRICS_TOKEN and SHUTDOWN_TIMEOUT_S, and rejects bad ones', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: null, shutdownTimeoutS: 10 });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16), SHUTDOWN_TIMEOUT_S: '2.5' })).toMatchObject({
      metricsToken: 'a'.repeat(16),
      shutdownTimeoutS: 2.5,
    });
    expect(problems({ METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN must be at least 16 characters/);
    expect(problems({ SHUTDOWN_TIMEOUT_S: '0' })).toMatch(/SHUTDOWN_TIMEOUT_S must be between 1 and 600/);
    expect(problems({ SHUTDOWN_TIMEOUT_S: 'soon' })).toMatch(
      /SHUTDOWN_TIMEOUT_S must be a number of seconds/,
    );
  });

  it('reads CLUSTER_ZOOM (default 10), and rejects a zoom MapLibre cannot show', () => {
    expect(loadConfig({}).clusterZoom).toBe(10);
    expect(loadConfig({ CLUSTER_ZOOM: '8.5' }).clusterZoom).toBe(8.5);
    expect(problems({ CLUSTER_ZOOM: '30' })).toMatch(/CLUSTER_ZOOM must be a map zoom between 0 and 24/);
    expect(problems({ CLUSTER_ZOOM: 'far' })).toMatch(/CLUSTER_ZOOM must be a map zoom between 0 and 24/);
  });

  it('rejects an unknown FLEET_TIMEZONE', () => {
    expect(problems({ FLEET_TIMEZONE: 'Mars/Olympus' })).toMatch(/FLEET_TIMEZONE must be an IANA time zone/);
    expect(loadConfig({ FLEET_TIMEZONE: 'Europe/London' }).timezone).toBe('Europe/London');
  });

  it('rejects a DATABASE_URL that is not a postgres URL', () => {
    expect(problems({ DATABASE_URL: 'mysql://db/fleet' })).toMatch(/DATABASE_URL/);
    expect(problems({ DATABASE_URL: 'not a url' })).toMatch(/DATABASE_URL/);
  });

  it('rejects other bad values', () => {
    expect(problems({ DEMO: 'maybe' })).toMatch(/DEMO must be 1 or 0/);
    expect(problems({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL/);
    expect(problems({ CORS_ORIGINS: 'example.com' })).toMatch(/CORS_ORIGINS/);
    expect(problems({ REDIS_URL: 'http://x' })).toMatch(/REDIS_URL/);
    expect(problems({ ADMIN_EMAIL: 'a@b.co' })).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(problems({ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'longenough' })).toMatch(/ADMIN_EMAIL/);
    expect(problems({ APP_SECRET: 'short' })).toMatch(/APP_SECRET must be at least 32 characters/);
  });

  it('reads APP_SECRET, or leaves the media signing key to DATA_DIR/app-secret', () => {
    expect(loadConfig({}).appSecret).toBeNull();
    expect(loadConfig({ APP_SECRET: 'a'.repeat(32) }).appSecret).toBe('a'.repeat(32));
  });
});
