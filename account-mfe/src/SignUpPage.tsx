import { AccountsNotOpenPage } from './AccountsNotOpenPage';

export function SignUpPage() {
  return <AccountsNotOpenPage title="Sign up" />;
}

export default SignUpPage;
