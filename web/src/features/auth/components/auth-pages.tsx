// Sign-in pages (docs/product.md Authentication pages): one chunk for the six standalone routes.
export { LoginPage } from './login-page.js';
export { RegisterPage } from './register-page.js';
export { VerificationPage } from './verification-page.js';
export { SetPasswordPage } from './set-password-page.js';
export { ForgotPasswordPage } from './forgot-password-page.js';
export { ResetPasswordPage } from './reset-password-page.js';
