export { KycReviewsPage } from './KycReviewsPage.tsx';
