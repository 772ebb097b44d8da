// The backend contract on the local API: /openapi.json and the Swagger UI page at /docs, whose
// scripts and styles come from the API itself, so it renders with no network and a strict CSP.
import { expect, test } from './fixtures.ts';

test('the local API shows its contract at /docs with nothing loaded from elsewhere', async ({ page, apiURL }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(apiURL) && !request.url().startsWith('data:')) problems.push(request.url());
  });

  await page.goto(`${apiURL}/docs`);
  await expect(page.getByRole('heading', { name: /Enlista: contrato del backend/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API de usuarios' })).toBeVisible();
  await page.getByRole('heading', { name: 'API de empresas' }).click();
  await expect(page.getByText('/business/job-postings', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
