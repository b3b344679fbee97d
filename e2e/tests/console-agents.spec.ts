import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import {
  apiLogin,
  expect,
  type TestMember,
  test,
  uniquePassword,
  uniqueUsername,
} from '../support/fixtures.ts';

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
      // The agent's downline: a member and a sub-agent, made in the agent centre's way.
      const { token } = await apiLogin(request, agent);
      const downline = { member: uniqueUsername(), subAgent: uniqueUsername() };
      for (const [username, type] of [
        [downline.member, 0],
        [downline.subAgent, 1],
      ] as const) {
        const password = uniquePassword();
        const made = await request.post('/api/v1/agents/downlines', {
          data: { username, password, confirmPassword: password, type },
          headers: { authorization: `Bearer ${token}` },
        });
        expect(made.ok(), await made.text()).toBe(true);
      }

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
      const editor = dialog.getByRole('group', {
        name: `Terms of the Dividend contract of ${agent.username}`,
      });
      await expect(editor.getByLabel('Tiers measured on')).toHaveValue('netLoss');
      // The reviewer changes the terms: a share above 100 % is refused, named, and waits.
      const lastShare = editor.getByLabel(/^Tier \d+: Share of the net loss$/).last();
      await lastShare.fill('120');
      await expect(lastShare).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
      await lastShare.fill('42.5');
      await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
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
      await expect(terms.getByRole('table', { name: 'Dividend: Approved (in force)' })).toContainText(
        '42.5%',
      );
      const downlineTable = terms.getByRole('table', { name: `Direct downline of ${agent.username}` });
      await expect(
        downlineTable.getByRole('row', { name: new RegExp(`^${downline.member} Member 0 `) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('console-agent-terms.png') });
      await downlineTable.getByRole('button', { name: `Open sub-agent ${downline.subAgent}` }).click();
      const sub = page.getByRole('dialog', { name: `Agent ${downline.subAgent}` });
      await expect(sub).toContainText('This agent has no downline yet.');
      await sub.getByRole('button', { name: `Back to ${agent.username}` }).click();
      await page
        .getByRole('dialog', { name: `Agent ${agent.username}` })
        .getByRole('button', { name: 'Close' })
        .click();

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
