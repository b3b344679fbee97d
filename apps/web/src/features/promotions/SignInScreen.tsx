import { CalendarCheck } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function SignInScreen() {
  return <ScreenPlaceholder icon={CalendarCheck} />;
}
