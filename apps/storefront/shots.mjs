import { chromium } from '@playwright/test';

const base = 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const width of [390, 1280]) {
  for (const js of [false, true]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: js,
    });
    const page = await context.newPage();
    const shot = (name) =>
      page.screenshot({
        path: `/tmp/shots/${name}-${width}-${js ? 'js' : 'nojs'}.png`,
        fullPage: true,
      });
    await page.goto(`${base}/product/bpc-157-5mg`);
    if (js) await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    if (!js) await page.waitForURL(/\/cart$/);
    await page.goto(`${base}/cart`);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.waitForTimeout(1500);
    await shot('cart');
    await page.goto(`${base}/checkout`);
    await page.waitForTimeout(js ? 2000 : 200);
    await shot('checkout');
    if (!js) {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForTimeout(300);
      await shot('checkout-refused');
    }
    const email = `shots-${width}-${js}-${Date.now()}@example.com`;
    await context.clearCookies();
    await page.goto(`${base}/auth`);
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/my-account/);
    await page.waitForTimeout(js ? 2000 : 200);
    await shot('account');
    await page.goto(`${base}/my-account?tab=addresses&edit=billing`);
    await page.waitForTimeout(js ? 2000 : 200);
    await shot('account-address');
    await context.close();
  }
}
await browser.close();
