export { ContentPage } from './ContentPage.tsx';
