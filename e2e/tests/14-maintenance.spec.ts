import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, useLanguage, users } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** A demo inspection report with open damaged parts not yet taken by another test. */
async function reportWithOpenFaults(request: APIRequestContext, skip: number): Promise<number> {
  const login = await request.post('/api/auth/login', { data: users.admin });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const response = await request.get('/api/dashboard/examinations?status=faulty&per_page=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const reports = ((await response.json()) as { data: { id: number; open_count: number }[] }).data;
  const open = reports.filter((report) => report.open_count > 0);
  expect(open.length).toBeGreaterThan(skip);
  return open[skip]!.id;
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test.describe(`maintenance (${lang})`, () => {
    const text =
      lang === 'en'
        ? {
            programme: 'Annual bus service',
            interval: 'Choose at least one interval: kilometres, engine hours or months',
            warn: 'The warning must be smaller than the interval',
            overdue: 'Overdue',
            dueSoon: 'Due soon',
            completed: 'Completed',
            fixed: 'Fixed',
            line: 'Brake pads',
          }
        : {
            programme: 'الخدمة السنوية للحافلات',
            interval: 'اختر فترة واحدة على الأقل: كيلومترات أو ساعات تشغيل أو أشهر',
            warn: 'يجب أن يكون التنبيه أصغر من الفترة',
            overdue: 'متأخر',
            dueSoon: 'مستحق قريبًا',
            completed: 'مكتمل',
            fixed: 'تم الإصلاح',
            line: 'فحمات الفرامل',
          };

    test.beforeEach(async ({ context, page }) => {
      await useLanguage(context, lang);
      await signIn(page, users.admin);
    });

    test('the programme form refuses no interval and a warning as long as it, then saves one for the buses', async ({
      page,
    }) => {
      await page.goto('/maintenance/programmes');
      await page.getByTestId('add-button').click();
      await expect(page).toHaveURL(/\/maintenance\/programmes\/add$/);
      const form = page.getByTestId('programme-form');
      await form.locator('input[name="name"]').fill(text.programme);
      await page.getByTestId('programme-category-bus').check();
      await page.getByTestId('programme-submit').click();
      await expect(page.getByTestId('programme-every-km-error')).toHaveText(text.interval);
      // Arabic-Indic digits are numbers too.
      await page.getByTestId('programme-every-months').fill(lang === 'ar' ? '١' : '1');
      await page.getByTestId('programme-warn-days').fill(lang === 'ar' ? '٤٠' : '40');
      await page.getByTestId('programme-submit').click();
      await expect(page.getByTestId('programme-warn-days-error')).toHaveText(text.warn);
      await page.getByTestId('programme-warn-days').fill(lang === 'ar' ? '١٠' : '10');
      await page.getByTestId('programme-submit').click();
      await expect(page).toHaveURL(/\/maintenance\/programmes$/);
      await expect(page.getByTestId('programme-name-cell').filter({ hasText: text.programme })).toBeVisible();
    });

    test('the due list shows the demo fleet coming due, most urgent first', async ({ page }) => {
      await page.goto('/maintenance');
      const statuses = page.getByTestId('due-table').getByTestId('maintenance-status');
      await expect(statuses.first()).toHaveAttribute('data-status', 'overdue');
      await expect(statuses.first()).toHaveText(text.overdue);
      const soon = page
        .getByTestId('due-table')
        .locator('[data-testid="maintenance-status"][data-status="due_soon"]');
      await expect(soon.first()).toHaveText(text.dueSoon);
    });

    test('a work order from an inspection report, completed with the acknowledgement, fixes its parts', async ({
      page,
      request,
    }) => {
      const reportId = await reportWithOpenFaults(request, index);
      await page.goto(`/reports-examinations/${reportId}`);
      await page.getByTestId('examination-work-order-button').click();
      await expect(page).toHaveURL(new RegExp(`/maintenance/work-orders/add\\?examination_id=${reportId}$`));
      await expect(page.getByTestId('work-order-parts').locator('li').first()).toBeVisible();
      await page.getByTestId('work-order-add-line').click();
      await page.locator('#work-order-lines-0-description').fill(text.line);
      await page.locator('#work-order-lines-0-quantity').fill(lang === 'ar' ? '٢' : '2');
      await page.locator('#work-order-lines-0-unit-cost').fill(lang === 'ar' ? '١٥٠' : '150');
      await expect(page.getByTestId('work-order-total')).toContainText('300');
      await page.getByTestId('work-order-submit').click();
      await expect(page).toHaveURL(/\/maintenance\/work-orders\/view\/\d+$/);

      await page.getByTestId('work-order-complete-button').click();
      const dialog = page.getByTestId('complete-dialog');
      await dialog.locator('#complete-fixed-by').fill(lang === 'ar' ? 'ورشة النخبة' : 'Elite workshop');
      await expect(page.getByTestId('complete-submit')).toBeDisabled();
      await page.getByTestId('complete-acknowledgement').check();
      await page.getByTestId('complete-submit').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('work-order-status').first()).toHaveText(text.completed);
      const parts = page.getByTestId('work-order-parts').locator('[data-fix-status]');
      await expect(parts.first()).toHaveAttribute('data-fix-status', 'fixed');
      await expect(parts.first()).toHaveText(text.fixed);
    });
  });
}
