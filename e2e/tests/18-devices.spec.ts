import net from 'node:net';
import { expect, test } from '@playwright/test';
import {
  jt808Auth,
  jt808Location,
  jt808Register,
} from '../../apps/server/src/ingestion/protocols/jt808/encode';
import { expectDirection, login, useLanguage, users } from './fixtures';
import { startLiveServer, type LiveServer } from './live-server';

/*
 * A device nobody added yet (docs/api.md#devices): a real TCP client speaks JT/T 808 to a server of this spec's own
 * (docs/protocols/jt808.md) from a terminal number no vehicle has. "Devices waiting" lists it, "Add vehicle" opens the
 * form with its id and its protocol's help, and once the vehicle exists the terminal's next report is stored and the
 * vehicle appears on the live map.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 18;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let server: LiveServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLiveServer(PORT, { SIMULATOR: '0' });
});

test.afterAll(async () => {
  await server?.stop();
});

/** One JT/T 808 frame from the server: from its opening 0x7e to its closing one. */
function frames(buffer: Buffer): { frames: Buffer[]; rest: Buffer } {
  const out: Buffer[] = [];
  let start = buffer.indexOf(0x7e);
  while (start >= 0) {
    const end = buffer.indexOf(0x7e, start + 1);
    if (end < 0) break;
    out.push(buffer.subarray(start, end + 1));
    start = buffer.indexOf(0x7e, end + 1);
  }
  const last = out.at(-1);
  const consumed = last ? buffer.indexOf(last) + last.length : 0;
  return { frames: out, rest: buffer.subarray(consumed) };
}

/** A frame without its 0x7e delimiters, `7d 02` and `7d 01` read back as `7e` and `7d`. */
function unescape(frame: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 1; i < frame.length - 1; i++) {
    if (frame[i] === 0x7d) out.push(frame[++i] === 0x02 ? 0x7e : 0x7d);
    else out.push(frame[i]!);
  }
  return Buffer.from(out);
}

const messageId = (frame: Buffer) => unescape(frame).readUInt16BE(0);

/** Latin digits for a number the page wrote in the user's language (Arabic-Indic in Arabic). */
const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

/** A terminal's TCP connection: send frames, wait for the server's replies or for it to close. */
class Terminal {
  private buffered = Buffer.alloc(0);
  private replies: Buffer[] = [];
  private waiting: (() => void) | null = null;
  private closed = false;
  private serial = 0;

  private constructor(
    private readonly socket: net.Socket,
    readonly deviceId: string,
  ) {
    socket.on('data', (chunk: Buffer) => {
      const read = frames(Buffer.concat([this.buffered, chunk]));
      this.buffered = Buffer.from(read.rest);
      this.replies.push(...read.frames);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    socket.on('error', () => {});
  }

  static connect(port: number, deviceId: string): Promise<Terminal> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new Terminal(socket, deviceId)));
      socket.once('error', reject);
    });
  }

  nextSerial() {
    this.serial += 1;
    return this.serial;
  }

  send(frame: Buffer) {
    this.socket.write(frame);
  }

  /** The next reply with message id `id`; null when the server closes the connection first. */
  async reply(id: number, timeoutMs = 10_000): Promise<Buffer | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.replies.findIndex((frame) => messageId(frame) === id);
      if (index >= 0) return this.replies.splice(index, 1)[0]!;
      if (this.closed) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${id.toString(16)} reply from the server`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }

  /** Resolves once the server has closed the connection. */
  async closedByServer(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the server kept the connection open');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  end() {
    this.socket.destroy();
  }
}

const REGISTER_RESPONSE = 0x8100;
const GENERAL_RESPONSE = 0x8001;

/** Riyadh, moving north-east at 40 km/h. */
const fix = (offsetSeconds: number) => ({
  time: new Date(Date.now() - 5_000 + offsetSeconds * 1000),
  lat: 24.7136 + offsetSeconds * 0.0001,
  lon: 46.6753 + offsetSeconds * 0.0001,
  speed: 40,
  course: 45,
  satellites: 9,
  odometer: 123_400,
});

for (const [index, lang] of (['ar', 'en'] as const).entries()) {
  test(`a JT/T 808 terminal nobody added waits, is added with its id, then reports to the live map (${lang})`, async ({
    context,
    page,
  }, testInfo) => {
    testInfo.setTimeout(180_000);
    const text =
      lang === 'en'
        ? {
            waiting: 'Devices waiting',
            add: 'Add vehicle',
            protocol: 'JT/T 808',
            connect: 'Connect the device',
          }
        : {
            waiting: 'أجهزة بانتظار الإضافة',
            add: 'إضافة مركبة',
            protocol: 'JT/T 808',
            connect: 'ربط الجهاز',
          };
    // A 2013-header terminal number as the device sends it: twelve digits, a leading zero.
    const deviceId = `01380000180${index + 1}`;
    const name = `JT808 ${lang} ${index + 1}`;

    // The unknown terminal registers, authenticates and reports: the server refuses it (closes the connection)
    // and remembers it for "Devices waiting".
    const stranger = await Terminal.connect(server!.jt808Port, deviceId);
    stranger.send(jt808Register({ deviceId }, stranger.nextSerial()));
    stranger.send(jt808Auth({ deviceId }, stranger.nextSerial(), deviceId));
    stranger.send(jt808Location({ deviceId }, stranger.nextSerial(), fix(0)));
    expect(await stranger.reply(REGISTER_RESPONSE)).toBeNull();
    await stranger.closedByServer();
    stranger.end();

    await useLanguage(context, lang);
    await login(page, users.admin);
    await page.getByRole('link', { name: text.waiting, exact: true }).click();
    await expect(page).toHaveURL(/\/devices\/waiting$/);
    await expectDirection(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: text.waiting })).toBeVisible();
    // Sightings are written every few seconds and the list reads itself again every 15: reload until it is there.
    const card = page.locator(`[data-testid="waiting-device"][data-device-id="${deviceId}"]`);
    await expect(async () => {
      await page.reload();
      await expect(card).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(card.getByTestId('waiting-protocol')).toContainText(text.protocol);
    await expect(card.getByRole('heading', { name: deviceId })).toBeVisible();
    const reports = await card.getByTestId('waiting-reports').locator('dd').textContent();
    expect(Number(latinDigits(reports ?? ''))).toBeGreaterThanOrEqual(1);
    await expect(card.getByTestId('waiting-last-seen')).toContainText(
      lang === 'en' ? '(GMT+3)' : '(غرينتش+3)',
    );
    await page.screenshot({ path: testInfo.outputPath(`waiting-${lang}.png`), fullPage: true });

    // "Add vehicle": the form with the id filled in and the JT/T 808 help for this server's port.
    await card.getByRole('link', { name: new RegExp(`^${text.add}`) }).click();
    await expect(page).toHaveURL(/\/vehicles-management\/add\?device_id=/);
    const form = page.getByTestId('vehicle-form');
    await expect(form.locator('input[name="device_id"]')).toHaveValue(deviceId);
    const guide = page.getByTestId('connect-guide');
    await expect(page.getByRole('heading', { name: text.connect })).toBeVisible();
    await expect(guide).toHaveAttribute('data-protocol', 'jt808');
    await expect(guide.getByTestId('connect-port')).toContainText(String(server!.jt808Port));
    await expect(guide.getByTestId('connect-host')).toContainText('127.0.0.1');
    // The terminal number line carries the id as typed.
    await expect(guide.getByTestId('connect-line-text').filter({ hasText: deviceId })).toHaveCount(1);
    await guide.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`add-from-waiting-${lang}.png`), fullPage: true });

    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="plate_number"]').fill(`JTT ${180 + index}`);
    await form.locator('select[name="category"]').selectOption('van');
    await form.locator('select[name="fuel_type"]').selectOption('diesel');
    await page.getByTestId('vehicle-submit').click();
    await expect(page).toHaveURL(/\/vehicles-management$/);

    const token = await server!.adminToken();
    const listed = await server!.api<{ data: { id: number; device_id: string }[] }>(
      `/dashboard/vehicles?name=${encodeURIComponent(name)}`,
      { token },
    );
    expect(listed.data.map((v) => v.device_id)).toEqual([deviceId]);
    const vehicleId = listed.data[0]!.id;

    // The same terminal again: now it is a vehicle's, so it is registered, authenticated and its report stored
    // (acknowledged only after the commit). A vehicle added a moment ago may need the registry's next reload.
    let terminal: Terminal | null = null;
    let code: Buffer | null = null;
    for (let attempt = 0; attempt < 20 && !code; attempt++) {
      terminal?.end();
      terminal = await Terminal.connect(server!.jt808Port, deviceId);
      terminal.send(jt808Register({ deviceId }, terminal.nextSerial()));
      const reply = await terminal.reply(REGISTER_RESPONSE);
      // 8100: header (id, attributes, terminal BCD[6], serial: 12 bytes), then answered serial WORD, result BYTE,
      // the authentication code, and the check code.
      if (reply) code = unescape(reply).subarray(12 + 3, -1);
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(code?.toString('latin1')).toBe(deviceId);
    terminal!.send(jt808Auth({ deviceId }, terminal!.nextSerial(), code!.toString('latin1')));
    expect(await terminal!.reply(GENERAL_RESPONSE)).not.toBeNull();
    for (const seconds of [0, 2]) {
      terminal!.send(jt808Location({ deviceId }, terminal!.nextSerial(), fix(seconds)));
      expect(await terminal!.reply(GENERAL_RESPONSE), 'location acknowledged once stored').not.toBeNull();
    }

    // The live map: the home page's list finds it, and its own page follows its marker.
    await page.goto('/');
    await page.getByTestId('fleet-search').fill(name);
    await expect(page.getByTestId('fleet-list-item')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('fleet-list-item')).toHaveAttribute('data-vehicle-id', String(vehicleId));
    await page.getByTestId('fleet-list-item').click();
    await expect(page.getByTestId('vehicle-popup')).toHaveAttribute('data-vehicle-id', String(vehicleId));
    await page.screenshot({ path: testInfo.outputPath(`live-map-${lang}.png`) });
    await page.goto(`/vehicle-details/${vehicleId}`);
    await expect(page.getByTestId('followed-vehicle')).toBeVisible({ timeout: 30_000 });
    const marker = page.getByTestId('followed-vehicle');
    expect(Number(await marker.getAttribute('data-lat'))).toBeCloseTo(fix(2).lat, 3);

    // Its page says what the device said: the protocol, the report and its values.
    await page.goto(`/vehicles-management/view/${vehicleId}`);
    await expect(page.getByTestId('vehicle-fact-device_protocol')).toContainText(text.protocol, {
      timeout: 15_000,
    });
    const report = page.getByTestId('vehicle-last-report');
    await expect(report.locator('[data-testid="last-report-attribute"][data-name="odometer"]')).toContainText(
      lang === 'en' ? '123.4 km' : 'كم',
    );
    await page.screenshot({ path: testInfo.outputPath(`vehicle-report-${lang}.png`), fullPage: true });
    terminal!.end();

    // It no longer waits.
    await page.goto('/devices/waiting');
    await expect(page.getByRole('heading', { level: 1, name: text.waiting })).toBeVisible();
    await expect(card).toHaveCount(0);
  });
}
