import { confirmEmailChange } from './auth/emailLinksApi';
import { EmailLinkPage } from './auth/EmailLinkPage';

/** /confirm-email#<token>: the link mailed to a new address; opening it makes the change. */
export function ConfirmEmailPage() {
  return (
    <EmailLinkPage
      title="Confirm your new e-mail address"
      openLink={confirmEmailChange}
      done={(user) => `Your account's e-mail address is now ${user.email}. Sign in with it from now on.`}
      failed={<>Ask for the change again in Account Settings.</>}
    />
  );
}

export default ConfirmEmailPage;
