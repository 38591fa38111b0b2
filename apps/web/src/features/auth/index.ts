export { PasswordForgotForm } from './password-forgot-form';
export { PasswordResetForm } from './password-reset-form';
export { RegistrationForm } from './registration-form';
