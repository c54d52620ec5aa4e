import { DEFAULT_APP_CONFIG } from '@bento/core';
import styles from './SiteFooter.module.css';

/** 'Made with' the product, Home, Privacy Policy, Terms of Service and the copyright line (§2). */
export function SiteFooter({ year }: { year: number }) {
  const product = DEFAULT_APP_CONFIG.appName;
  return (
    <footer className={styles.footer}>
      <p className={styles.made}>
        Made with{' '}
        <a className={styles.product} href="/">
          {product}
        </a>
      </p>
      <nav className={styles.links} aria-label="Footer">
        <a href="/">Home</a>
        <a href="/privacy-policy">Privacy Policy</a>
        <a href="/terms-of-service">Terms of Service</a>
      </nav>
      <p className={styles.copyright}>{`© ${year} ${product}. All rights reserved.`}</p>
    </footer>
  );
}
