import { expect, test } from '@playwright/test';

test.describe('the built server', () => {
  test('should serve the built app document with the security headers', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['content-type']).toContain('text/html');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // The SPA mounted: an anonymous visitor lands on the login screen.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('should serve the app document for a deep link (history fallback)', async ({ request }) => {
    const response = await request.get('/admin/prompts');

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  test('should answer the health check once the database is ready', async ({ request }) => {
    const response = await request.get('/api/health');

    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
