import { AccountsNotOpenPage } from './AccountsNotOpenPage';

export function SignInPage() {
  return <AccountsNotOpenPage title="Sign in" />;
}

export default SignInPage;
