export { ThemeToggle } from './ThemeToggle.tsx';
