import { MessageSquareText } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function FeedbackScreen() {
  return <ScreenPlaceholder icon={MessageSquareText} />;
}
