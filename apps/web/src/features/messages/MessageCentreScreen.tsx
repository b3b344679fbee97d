import { MessagesSquare } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function MessageCentreScreen() {
  return <ScreenPlaceholder icon={MessagesSquare} />;
}
