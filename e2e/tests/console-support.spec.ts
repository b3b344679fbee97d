import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';

const FEEDBACK = 'The roulette table froze twice tonight after I placed a bet.';
const ANSWER = 'Thank you for telling us. The table is fixed; your bets were refunded.';

async function consolePage(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const { username } = await signInTestOperator(page, request, 'support');
  return { page, username };
}

test('a member’s feedback is answered in the console; the member sees the answer and inbox messages', async ({
  page,
  browser,
  baseURL,
  request,
  makeMember,
  signIn,
}) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
  const member = await makeMember();
  await signIn(member);

  // The member sends feedback with a screenshot, as on their phone.
  await page.goto('/m/feedback');
  const screenshot = await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 300 } });
  await page.getByRole('textbox', { name: 'Your feedback' }).fill(FEEDBACK);
  await page.getByLabel('Add images').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: screenshot,
  });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback has been sent.')).toBeVisible();

  // The operator finds it among the open tickets, looks at the image and answers.
  const { page: desk, username: operator } = await consolePage(browser, baseURL ?? '', request);
  await desk.getByRole('link', { name: 'Feedback' }).click();
  await desk.getByLabel('Status').selectOption('open');
  await expect(desk).toHaveURL(/\/console\/feedback\?status=open$/);
  await desk.getByRole('button', { name: `View the feedback of ${member.username}` }).click();
  const ticket = desk.getByRole('region', { name: `Feedback from ${member.username}` });
  await expect(ticket.getByText(FEEDBACK)).toBeVisible();
  await expectNoAxeViolations(desk);
  await ticket.getByRole('button', { name: 'Open Image 1 of 1 larger' }).click();
  const image = desk.getByRole('dialog', { name: 'Image 1 of 1' }).getByRole('img', { name: 'Image 1 of 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await desk.keyboard.press('Escape');
  await ticket.getByLabel('Your answer to the member').fill(ANSWER);
  await ticket.getByRole('button', { name: 'Send answer' }).click();
  await expect(ticket.getByText(`Answered by ${operator}`, { exact: false })).toBeVisible();

  // Then writes to the member from the ticket.
  await ticket.getByRole('link', { name: `Write to ${member.username}` }).click();
  await expect(desk.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.getByLabel('Title', { exact: true }).fill('A bonus for your trouble');
  await desk.getByLabel('Message', { exact: true }).fill('We added free spins to your account.');
  await desk.getByRole('button', { name: 'Send…' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Send this message?' });
  await expect(confirm).toContainText('“A bonus for your trouble” goes to the member');
  await expectNoAxeViolations(desk);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByRole('status')).toContainText('Queued for 1 member.');

  // The member sees the answer under their feedback and both messages in the inbox.
  await page.goto('/m/feedback');
  const answer = page.getByRole('region', { name: 'Our answer' });
  await expect(answer).toContainText(ANSWER);
  await expectNoAxeViolations(page);
  await page.goto('/m/webEmail');
  const inbox = page.getByRole('list', { name: 'Inbox' });
  await expect(inbox.getByRole('button', { name: /^Your feedback has been answered/ })).toBeVisible();
  await expect(inbox.getByRole('button', { name: /^A bonus for your trouble/ })).toBeVisible();
  await inbox.getByRole('button', { name: /^Your feedback has been answered/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your feedback has been answered' })).toContainText(ANSWER);
  await desk.context().close();
});
