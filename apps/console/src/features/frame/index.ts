export { Frame } from './Frame.tsx';
