import { useTranslation } from 'react-i18next';
import { Route, Switch, useRoute } from 'wouter';
import { AdjustmentsPage } from '../features/adjustments/index.ts';
import { AgentsPage } from '../features/agents/index.ts';
import { AuditPage } from '../features/audit/index.ts';
import { DepositsPage, WithdrawalsPage } from '../features/cashier/index.ts';
import { ContentPage } from '../features/content/index.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { Frame } from '../features/frame/index.ts';
import { GamesPage } from '../features/games/index.ts';
import { KycReviewsPage } from '../features/kyc/index.ts';
import { MemberPage, MembersPage } from '../features/members/index.ts';
import { MerchantsPage } from '../features/merchants/index.ts';
import { OperatorsPage } from '../features/operators/index.ts';
import { ExclusionsPage } from '../features/protection/index.ts';
import { ReconciliationPage, ReportsPage } from '../features/reports/index.ts';
import { RewardClaimsPage } from '../features/rewards/index.ts';
import { SettingsPage } from '../features/settings/index.ts';
import { SetPassword, SignIn } from '../features/sign-in/index.ts';
import { FeedbackPage, MessagesPage } from '../features/support/index.ts';
import { errorText } from '../shared/api/error-text.ts';
import { useConsoleSession } from '../shared/api/session.ts';
import { ErrorMessage } from '../shared/ui/ErrorMessage.tsx';

/** The enrolment link's page; else sign-in while nobody is signed in, else the frame with the page of the address. */
export function App() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const [enrolling] = useRoute('/enrol');
  if (enrolling) return <SetPassword />;
  if (session.isPending) return <p role="status">{t('app.loading')}</p>;
  if (session.isError) return <ErrorMessage text={errorText(t, session.error)} />;
  if (!session.data) return <SignIn />;
  const platform = session.data.operator.merchantCode === null;
  return (
    <Frame session={session.data}>
      <Switch>
        <Route path="/adjustments">
          <AdjustmentsPage />
        </Route>
        <Route path="/deposits">
          <DepositsPage />
        </Route>
        <Route path="/kyc">
          <KycReviewsPage />
        </Route>
        <Route path="/agents">
          <AgentsPage />
        </Route>
        <Route path="/rewards">
          <RewardClaimsPage />
        </Route>
        <Route path="/exclusions">
          <ExclusionsPage />
        </Route>
        <Route path="/withdrawals">
          <WithdrawalsPage />
        </Route>
        <Route path="/members">
          <MembersPage />
        </Route>
        <Route path="/members/:id">{(params) => <MemberPage key={params.id} id={params.id} />}</Route>
        <Route path="/merchants">
          <MerchantsPage />
        </Route>
        <Route path="/operators">
          <OperatorsPage />
        </Route>
        <Route path="/audit">
          <AuditPage />
        </Route>
        <Route path="/feedback">
          <FeedbackPage />
        </Route>
        <Route path="/messages">
          <MessagesPage />
        </Route>
        <Route path="/content/announcements">
          <ContentPage key="announcements" kind="announcements" />
        </Route>
        <Route path="/content/banners">
          <ContentPage key="banners" kind="banners" />
        </Route>
        <Route path="/content/help">
          <ContentPage key="help" kind="help" />
        </Route>
        <Route path="/games">
          <GamesPage />
        </Route>
        <Route path="/reports">
          <ReportsPage platform={platform} />
        </Route>
        <Route path="/settings">
          <SettingsPage operatorRole={session.data.operator.role} platform={platform} />
        </Route>
        <Route path="/reconciliation">
          <ReconciliationPage platform={platform} />
        </Route>
        <Route>
          <DashboardPage operatorName={session.data.operator.username} platform={platform} />
        </Route>
      </Switch>
    </Frame>
  );
}
