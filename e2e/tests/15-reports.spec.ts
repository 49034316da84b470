import { expect, test } from '@playwright/test';
import { PAGE_REPORT_KINDS } from '@fleet/shared/schemas/reports';
import { expectDirection, login, useLanguage, users } from './fixtures';

const TABS = PAGE_REPORT_KINDS;

for (const lang of ['en', 'ar'] as const) {
  test.describe(`reports (${lang})`, () => {
    const text =
      lang === 'en'
        ? {
            nav: 'Reports',
            summary: 'Summary',
            distance: 'Distance (km)',
            inspections: 'Inspections',
            part: 'Part',
          }
        : {
            nav: 'التقارير',
            summary: 'الملخص',
            distance: 'المسافة (كم)',
            inspections: 'الفحوصات',
            part: 'الجزء',
          };

    test.beforeEach(async ({ context, page }) => {
      await useLanguage(context, lang);
      // The first flow opens the reports from the sidebar of a page without lists (no test id to confuse).
      await login(page, users.admin, '/profile');
    });

    test('every tab loads with its totals and table; the summary lists the fleet; the export is a file', async ({
      page,
    }) => {
      await page.getByRole('link', { name: text.nav, exact: true }).click();
      await expect(page).toHaveURL(/\/reports/);
      await expectDirection(page, lang);
      const root = page.getByTestId('reports-page');
      await expect(root).toHaveAttribute('data-state', 'ready');
      await expect(page.getByRole('tab', { name: text.summary })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('report-table').locator('th').nth(1)).toHaveText(text.distance);
      // Every demo vehicle has a summary row (zeros without positions).
      expect(await page.getByTestId('report-table').locator('tbody tr').count()).toBeGreaterThan(1);
      await expect(page.getByTestId('chart-distance')).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByTestId('reports-export-xlsx').click();
      expect((await download).suggestedFilename()).toMatch(
        /^summary-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/,
      );

      for (const tab of TABS) {
        await page.getByTestId(`reports-tab-${tab}`).click();
        await expect(page).toHaveURL(new RegExp(`tab=${tab}|/reports$`));
        await expect(root).toHaveAttribute('data-state', 'ready');
        await expect(page.getByTestId('report-totals')).toBeVisible();
        await expect(page.getByTestId('report-table')).toBeVisible();
      }

      // The demo's inspection reports: faults per part, each part linking to its examination.
      await page.getByTestId('reports-preset').selectOption('last_month');
      await page.getByTestId('reports-tab-inspections').click();
      await expect(root).toHaveAttribute('data-state', 'ready');
      await expect(
        page.getByTestId('report-table').getByRole('columnheader', { name: text.part }),
      ).toBeVisible();
      // The chart's numbers are also a table (for screen readers), its series told apart by pattern too.
      await expect(
        page.getByTestId('chart-faults-table').getByRole('columnheader', { name: text.part }),
      ).toBeAttached();
      await expect(page.getByTestId('chart-faults-legend').locator('rect')).toHaveCount(2);
    });

    test('filters: group by day, a vehicle chosen, custom period', async ({ page }) => {
      await page.goto('/reports?group=day');
      const root = page.getByTestId('reports-page');
      await expect(root).toHaveAttribute('data-state', 'ready');
      await page.getByTestId('reports-vehicles').click();
      const first = page.getByRole('checkbox').nth(1);
      await first.click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/vehicle_ids=\d+/);
      await expect(root).toHaveAttribute('data-state', 'ready');
      await page.getByTestId('reports-preset').selectOption('custom');
      await expect(page).toHaveURL(/preset=custom/);
      await expect(root).toHaveAttribute('data-state', 'ready');
    });
  });
}
