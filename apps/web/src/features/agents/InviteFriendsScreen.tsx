import { UserPlus } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function InviteFriendsScreen() {
  return <ScreenPlaceholder icon={UserPlus} />;
}
