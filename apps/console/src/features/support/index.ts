export { FeedbackPage } from './FeedbackPage.tsx';
export { MessagesPage } from './MessagesPage.tsx';
