import type { Locator, Page } from 'playwright-core';

/**
 * From the booking screen's pay press: at the sandbox bank, which names the amount (`amount`, as
 * the bank's page shows it), the customer pays; the site says «پرداخت موفق» and goes on to
 * «رزروهای من», where the newest booking reads «تأیید شده». Answers that booking's card.
 */
export async function payAtSandboxBank(page: Page, siteUrl: string, amount: string): Promise<Locator> {
  await page.waitForURL(/\/sandbox-bank\//);
  await page.getByText(amount).waitFor();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.getByRole('heading', { name: 'پرداخت موفق' }).waitFor();
  await page.waitForURL(`${siteUrl}/dashboard?tab=reservations`, { timeout: 10000 });
  const booking = page.getByTestId('my-reservation').first();
  await booking.getByText('تأیید شده').waitFor();
  return booking;
}
