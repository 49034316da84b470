import { existsSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { employees, media } from '../src/db/schema';
import { ABANDONED_MEDIA_GRACE_MS, purgeAbandonedMedia } from '../src/modules/media/abandoned-media';
import { MediaStorage } from '../src/modules/media/media-storage';
import { encodePng } from '../src/lib/png';
import { UrlSigner } from '../src/lib/url-signer';
import { bearer, DEMO, forEachDatabase, login, userWithPermissions } from './harness';
import { multipart } from './multipart';

const EN = { 'accept-language': 'en' };
const png = () => encodePng(4, 4, new Uint8Array(48).fill(90));
/** The start of an MP4 file: an `ftyp` box with the isom brand, then padding. */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.alloc(12),
    Buffer.alloc(4000, 7),
  ]);

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await db.buildApp({}, {});
    admin = await login(app, DEMO.admin);
  });

  const upload = (content: Buffer | string, filename: string, token = admin, contentType?: string) => {
    const form = multipart({ filename, content, ...(contentType ? { contentType } : {}) });
    return app.inject({
      method: 'POST',
      url: '/api/dashboard/media',
      headers: { ...bearer(token), ...form.headers, ...EN },
      payload: form.payload,
    });
  };

  it('reads the type from the bytes: a PNG named .mp4 is a PNG, an MP4 named .png is a video', async () => {
    const image = await upload(png(), 'clip.mp4', admin, 'video/mp4');
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json()).toMatchObject({
      data: { mime_type: 'image/png' },
      message: 'File uploaded successfully',
    });
    expect(image.json().data.url).toMatch(/^\/api\/media\/\d+\?expires=\d+&sig=[\w-]+$/);
    const video = await upload(mp4(), 'photo.png', admin, 'image/png');
    expect(video.json().data.mime_type).toBe('video/mp4');
  });

  it('refuses text, SVG, HTML and executables whatever they are called (422 errors.file)', async () => {
    const samples: [Buffer | string, string][] = [
      ['just some text', 'photo.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg'],
      ['<!doctype html><script>alert(1)</script>', 'page.jpg'],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.gif'],
      [Buffer.alloc(0), 'empty.png'],
    ];
    for (const [content, name] of samples) {
      const response = await upload(content, name, admin, 'image/png');
      expect(response.statusCode, name).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['file']);
    }
  });

  it('needs a file and the upload permission', async () => {
    const none = multipart(null, { other: 'x' });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/dashboard/media',
      headers: { ...bearer(admin), ...none.headers, ...EN },
      payload: none.payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ file: ['File is required'] });
    const viewer = await userWithPermissions(app, ['show_vehicles']);
    expect((await upload(png(), 'a.png', viewer.token)).statusCode).toBe(403);
    const updater = await userWithPermissions(app, ['update_vehicles']);
    expect((await upload(png(), 'a.png', updater.token)).statusCode).toBe(201);
  });

  it('accepts files above the JSON body limit (a 3 MB video, a 2 MB image)', async () => {
    const video = Buffer.concat([mp4(), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const response = await upload(video, 'clip.mp4');
    expect(response.statusCode, response.body).toBe(201);
    const image = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(image, 'photo.png')).statusCode).toBe(201);
  });

  it('refuses images over the image limit with 413', async () => {
    const big = Buffer.concat([png().subarray(0, 8), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(big, 'big.png');
    expect(response.statusCode).toBe(413);
  });

  it('serves only with a valid, unexpired signature or a token, with safe headers', async () => {
    const { url, id } = (await upload(png(), 'a.png')).json().data as { url: string; id: number };
    const ok = await app.inject({ url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-disposition']).toBe('inline');
    expect(ok.headers['cache-control']).toMatch(/^private/);
    expect(ok.rawPayload.equals(png())).toBe(true);

    expect((await app.inject({ url: `/api/media/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'HEAD', url: `/api/media/${id}` })).statusCode).toBe(401);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png().length));
    expect((await app.inject({ url: url.replace(/sig=.{4}/, 'sig=AAAA') })).statusCode).toBe(401);
    expect((await app.inject({ url: url.replace(`/media/${id}?`, `/media/${id + 1}?`) })).statusCode).toBe(
      401,
    );
    const expiresAt = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    const expired = app.urlSigner.sign(`/api/media/${id}`, Date.now() - 3 * 60 * 60 * 1000);
    expect((await app.inject({ url: expired })).statusCode).toBe(401);
    const otherSecret = new UrlSigner('x'.repeat(64)).sign(`/api/media/${id}`);
    expect((await app.inject({ url: otherSecret })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/media/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/media/${id}`, headers: bearer('nope') })).statusCode).toBe(401);
    expect((await app.inject({ url: app.urlSigner.sign('/api/media/999999') })).statusCode).toBe(404);
  });

  it('answers Range requests so a video can seek', async () => {
    const bytes = mp4();
    const { url } = (await upload(bytes, 'clip.mov')).json().data as { url: string };
    const part = await app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    const tail = await app.inject({ url, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);
    const open = await app.inject({ url, headers: { range: `bytes=${bytes.length - 3}-` } });
    expect(open.rawPayload).toHaveLength(3);
    const outside = await app.inject({ url, headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
    const whole = await app.inject({ url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(bytes.length);
  });

  it('purges uploads no record uses after the grace period: the row and the file', async () => {
    const storage = new MediaStorage(app.config.dataDir);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(png(), `p${i}.png`)).json().data.id as number);
    const [abandoned, onVehicle, onEmployee, recent] = ids as [number, number, number, number];
    const vehicle = await app.inject({
      method: 'POST',
      url: '/api/dashboard/vehicles',
      headers: bearer(admin),
      payload: {
        name: 'Purge test',
        plate_number: `PRG ${Date.now()}`,
        category: 'car',
        fuel_type: 'petrol',
        images: [onVehicle],
      },
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const [employee] = await app.db.select({ id: employees.id }).from(employees).limit(1);
    await app.db
      .update(employees)
      .set({ imageId: onEmployee })
      .where(eq(employees.id, employee?.id ?? 0));
    const aged = new Date(Date.now() - ABANDONED_MEDIA_GRACE_MS - 60_000);
    await app.db
      .update(media)
      .set({ createdAt: aged })
      .where(inArray(media.id, [abandoned, onVehicle, onEmployee]));
    const files = new Map(
      (await app.db.select().from(media).where(inArray(media.id, ids))).map((row) => [
        row.id,
        storage.resolve(row.path),
      ]),
    );
    expect([...files.values()].every((file) => existsSync(file))).toBe(true);

    expect(await purgeAbandonedMedia(app.db, storage)).toBeGreaterThanOrEqual(1);
    const left = (await app.db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map(
      (row) => row.id,
    );
    expect(left.sort((a, b) => a - b)).toEqual([onVehicle, onEmployee, recent]);
    expect(existsSync(files.get(abandoned) ?? '')).toBe(false);
    for (const id of [onVehicle, onEmployee, recent]) expect(existsSync(files.get(id) ?? '')).toBe(true);
    expect((await app.inject({ url: `/api/media/${abandoned}`, headers: bearer(admin) })).statusCode).toBe(
      404,
    );
    // A day later the fresh one is abandoned too; the attached ones never are.
    await purgeAbandonedMedia(app.db, storage, Date.now() + ABANDONED_MEDIA_GRACE_MS + 60_000);
    const still = await app.db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
    expect(still.map((row) => row.id).sort((a, b) => a - b)).toEqual([onVehicle, onEmployee]);
    await app.db
      .update(employees)
      .set({ imageId: null })
      .where(eq(employees.id, employee?.id ?? 0));
  });

  it('keeps the generated secret across restarts of the same data directory', async () => {
    const { url } = (await upload(png(), 'a.png')).json().data as { url: string };
    const restarted = await db.buildApp({ dataDir: app.config.dataDir, demo: false });
    expect(restarted.urlSigner.verify(url)).toBe(true);
    const configured = await db.buildApp({ appSecret: 's'.repeat(40), demo: false });
    expect(configured.urlSigner.verify(url)).toBe(false);
  });
});
