import { selectAuth, useAppSelector } from '@bento/store';
import { Link } from '@bento/ui/router';
import { confirmVerification } from './auth/emailLinksApi';
import { EmailLinkPage } from './auth/EmailLinkPage';
import { ResendVerification } from './auth/ResendVerification';
import styles from './auth/AuthForm.module.css';

/** /verify-email#<token>: the link of the verification mail sent at sign-up. */
export function VerifyEmailPage() {
  const { isSignedIn } = useAppSelector(selectAuth);
  return (
    <EmailLinkPage
      title="Verify your e-mail address"
      openLink={confirmVerification}
      done={(user) => `${user.email} is verified. You can publish your designs now.`}
      failed={
        isSignedIn ? (
          <ResendVerification buttonClassName={styles.submit} messageClassName={styles.notice} />
        ) : (
          <Link to="/sign-in">Sign in to get a new link</Link>
        )
      }
    />
  );
}

export default VerifyEmailPage;
