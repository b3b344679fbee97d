import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the demo merchant registers with few inputs and starts on its market’s dialing code, +92', async ({
  page,
}) => {
  await page.goto('/m/register');
  const form = page.locator('form');
  // Username, password, its confirmation, the optional mobile number and the captcha.
  await expect(form.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  await expect(form.locator('input:not([type="checkbox"])')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Country code +92, Pakistan. Change' })).toBeVisible();

  await page
    .getByRole('group', { name: 'Registration method' })
    .getByRole('button', { name: 'Mobile' })
    .click();
  await expect(page.getByRole('button', { name: 'Country code +92, Pakistan. Change' })).toBeVisible();
  // Mobile number, SMS code, password, its confirmation and the captcha.
  await expect(form.locator('input:not([type="checkbox"])')).toHaveCount(5);
});

test('the dialing-code picker finds a country by typing its name or its code', async ({ page }) => {
  await page.goto('/m/register');
  await page.getByRole('button', { name: /^Country code/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose country code' });
  const search = picker.getByRole('searchbox', { name: 'Search country or code' });
  const countries = picker.getByRole('list', { name: 'Countries' });

  await search.fill('phil');
  await expect(countries.getByRole('button')).toHaveText(['Philippines+63']);
  await search.fill('+880');
  await expect(countries.getByRole('button')).toHaveText(['Bangladesh+880']);
  await expectNoAxeViolations(page);
  await countries.getByRole('button', { name: /Bangladesh/ }).click();
  await expect(page.getByRole('button', { name: 'Country code +880, Bangladesh. Change' })).toBeVisible();
});

test('the terms in the agreement link to the terms page', async ({ page }) => {
  await page.goto('/m/register');
  const agreement = page.getByRole('checkbox', {
    name: 'I am at least 18 years old and agree to the terms and conditions.',
  });
  await expect(agreement).toBeChecked();
  await page.getByRole('link', { name: 'terms and conditions' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.getByRole('article', { name: 'Terms and conditions' })).toBeVisible();
});

test('a deposit amount outside the rules says which rule, with its number', async ({
  page,
  makeMember,
  signIn,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('lobby.gift-popup-seen.member', '1'));
  await signIn(await makeMember());
  await page.goto('/m/voucherCenter');
  const amount = page.getByRole('textbox', { name: 'Deposit amount' });
  const deposit = page.getByRole('button', { name: 'Deposit now' });

  await amount.fill('5');
  await deposit.click();
  await expect(amount).toHaveAccessibleDescription(/The minimum amount is 10\.00\./);
  await amount.fill('50001');
  await deposit.click();
  await expect(amount).toHaveAccessibleDescription(/The maximum amount is 50,000\.00\./);
  await amount.fill('12.345');
  await deposit.click();
  await expect(amount).toHaveAccessibleDescription(/Amounts go in steps of 0\.01/);
  await expectNoAxeViolations(page);
});
