import { expect, test, type Page } from '@playwright/test';
import { login, useLanguage, users } from './fixtures';
import { startLiveServer, type LiveServer } from './live-server';

/*
 * A fresh demo has a past (docs/api.md#demo-history): once the history is written, Reports over the last 7 days
 * show the fleet's driving, the fuel probes' refuels and the refrigerated vans' temperatures, with figures and drawn
 * charts, in Arabic and English. Its own server: a fresh data directory with DEMO_HISTORY on (the simulator off, so
 * nothing but the history drives).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 23;

let server: LiveServer | null = null;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  server = await startLiveServer(PORT, { DEMO_HISTORY: '1', SIMULATOR: '0' });
  const token = await server.adminToken();
  // The history is written in the background after the server is ready: wait for it (the contract: 2 minutes).
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { data } = await server.api<{ data: { status: string; days_written: number } }>(
      '/dashboard/system/demo-history',
      { token },
    );
    if (data.status === 'done') break;
    expect(data.status, 'a fresh demo writes its history').toBe('writing');
    if (Date.now() > deadline) throw new Error(`history not written in time (${data.days_written} days)`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
});

test.afterAll(async () => {
  await server?.stop();
});

/** The report's totals are figures (not the empty state), at least one of them not zero. */
async function expectFigures(page: Page) {
  const totals = page.getByTestId('report-totals');
  await expect(totals).toBeVisible();
  await expect(totals).not.toHaveAttribute('data-empty', 'true');
  const values = await totals.locator('dd').allInnerTexts();
  expect(values.length).toBeGreaterThan(0);
  // Arabic-Indic or Latin digits: some figure has a digit other than zero.
  expect(
    values.some((value) => /[1-9١-٩]/.test(value)),
    values.join(' | '),
  ).toBe(true);
}

/** The chart has data points and drew marks for them (bars or a line). */
async function expectDrawn(page: Page, testId: string) {
  const chart = page.getByTestId(testId);
  await expect(chart).toBeVisible();
  await expect(chart).not.toHaveAttribute('data-empty', 'true');
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(0);
  await expect(
    chart.locator('.recharts-bar-rectangle path, .recharts-line-curve, .recharts-area-curve').first(),
  ).toBeVisible();
}

for (const lang of ['ar', 'en'] as const) {
  test(`Reports over the last 7 days show the demo's past: driving, fuel and temperature (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(context, lang);
    await login(page, users.admin, '/reports');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('reports-page')).toBeVisible();

    // Driving (the summary), the default tab over the last 7 days.
    await expectFigures(page);
    expect(await page.getByTestId('report-table').locator('tbody tr').count()).toBeGreaterThan(5);
    await expectDrawn(page, 'chart-distance');
    await expectDrawn(page, 'chart-driving-idle');

    // Fuel: the probes' refuels and the card billed for more than the tank received.
    await page.getByTestId('reports-tab-fuel').click();
    await expect(page).toHaveURL(/tab=fuel/);
    await expectFigures(page);
    await expectDrawn(page, 'chart-fuel');
    await expect(page.getByTestId('fuel-flagged-table').locator('tbody tr').first()).toBeVisible();

    // Temperature: the refrigerated vans near 4 °C, and the one excursion.
    await page.getByTestId('reports-tab-temperature').click();
    await expect(page).toHaveURL(/tab=temperature/);
    await expectFigures(page);
    await expectDrawn(page, 'chart-temperature');
  });
}
