import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { expect, type TestMember, test } from '../support/fixtures.ts';

/** An agent of the demo merchant with a pending dividend contract request, like the demo's demoagent. */
let agent: TestMember;

test.describe('agent contracts', () => {
  test.describe.configure({ mode: 'serial' });

  test.describe('the console', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test("finance approves a fresh agent's pending dividend contract request", async ({
      page,
      request,
      makeMember,
    }) => {
      agent = await makeMember({ type: 1 });
      const offered = await request.post('/api/v1/test/agent-contract-requests', {
        data: { username: agent.username, kind: 'dividend' },
      });
      expect(offered.ok(), await offered.text()).toBe(true);

      await signInTestOperator(page, request, 'finance');
      await page.getByRole('link', { name: 'Agents' }).click();
      await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
      const filters = page.getByRole('form', { name: 'Contract request filters' });
      await filters.getByLabel('Agent (username or ID)').fill(agent.username);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      const requests = page.getByRole('table', { name: 'Contract requests' });
      const row = requests.getByRole('row').filter({ hasText: agent.username });
      await expect(row).toContainText('Waiting for the agent');
      await expect(row).toContainText('Dividend');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('console-agents.png') });

      await page.getByRole('button', { name: `Approve the Dividend contract of ${agent.username}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve the contract' });
      await expect(
        dialog.getByRole('table', { name: `Terms of the Dividend contract of ${agent.username}` }),
      ).toContainText('Downline net loss');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('console-agents-approve.png') });
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog).toBeHidden();
      // The queue shows pending requests: the decided one leaves it.
      await expect(row).toHaveCount(0);

      await filters.getByLabel('Status').selectOption({ label: 'Approved (in force)' });
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(row).toContainText('Approved (in force)');
      await page.getByRole('button', { name: `Terms and downline of ${agent.username}` }).click();
      const terms = page.getByRole('dialog', { name: `Agent ${agent.username}` });
      await expect(terms.getByRole('table', { name: 'Dividend: Approved (in force)' })).toBeVisible();
      await expect(terms).toContainText('This agent has no downline yet.');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('console-agent-terms.png') });
      await terms.getByRole('button', { name: 'Close' }).click();

      await expect(page.getByRole('region', { name: 'Contract payouts' })).toBeVisible();
    });
  });

  test('the agent sees the approved contract and its statement, in English and in Urdu', async ({
    page,
    signIn,
  }) => {
    await signIn(agent);
    await page.goto('/m/agentRegister');
    await expect(page.getByRole('region', { name: 'Your contracts and pay' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('agent-centre.png'), fullPage: true });
    await page
      .getByRole('region', { name: 'Your contracts and pay' })
      .getByRole('link', { name: 'Dividend statement' })
      .click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    const contract = page.getByRole('region', { name: 'Dividend terms' });
    await expect(contract).toContainText('Approved by the operator: in force');
    const statement = page.getByRole('region', { name: 'Dividend statement' });
    await expect(statement).toContainText('No settled periods yet.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('agent-statement.png'), fullPage: true });

    await page.evaluate(() => localStorage.setItem('lobby.language', 'UR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'منافع کا گوشوارہ' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('agent-statement-ur.png'), fullPage: true });
  });
});
