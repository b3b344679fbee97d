import { expect, test, uniquePassword, uniqueUsername } from '../support/fixtures.ts';

test('an under-age date of birth is refused at registration; an adult one registers', async ({
  page,
  makeMerchant,
}) => {
  const merchant = await makeMerchant({
    minimumAge: 21,
    registration: { captcha: false, dateOfBirthRequired: true },
  });
  await page.goto(`${merchant.origin}/m/register`);
  const password = uniquePassword();
  await page.getByRole('textbox', { name: 'Username' }).fill(uniqueUsername());
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  const birth = page.getByLabel('Date of birth');
  const thisYear = new Date().getUTCFullYear();
  await birth.fill(`${thisYear - 20}-01-01`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(birth).toHaveAccessibleDescription('You are under the minimum age to register.');
  await expect(birth).toBeFocused();

  await birth.fill(`${thisYear - 22}-01-01`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
