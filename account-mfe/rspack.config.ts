import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'account',
  dir: __dirname,
  exposes: {
    './DesignsSidebar': './src/DesignsSidebar.tsx',
    './SignInPage': './src/SignInPage.tsx',
    './SignUpPage': './src/SignUpPage.tsx',
    './ForgotPasswordPage': './src/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/ResetPasswordPage.tsx',
    './VerifyEmailPage': './src/VerifyEmailPage.tsx',
    './ConfirmEmailPage': './src/ConfirmEmailPage.tsx',
  },
});
