import { Gift } from 'lucide-react';
import { Redirect } from 'wouter';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { ScreenPlaceholder } from '../shell/index.ts';

/** The reward centre needs a session (spec); guests go to login. */
export default function RewardCenterScreen() {
  const session = useSession();
  if (!session) return <Redirect to={ROUTE_PATHS.login} replace />;
  return <ScreenPlaceholder icon={Gift} />;
}
