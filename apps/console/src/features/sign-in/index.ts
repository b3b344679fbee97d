export { SetPassword } from './SetPassword.tsx';
export { SignIn } from './SignIn.tsx';
