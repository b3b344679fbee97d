export { GamesPage } from './GamesPage.tsx';
