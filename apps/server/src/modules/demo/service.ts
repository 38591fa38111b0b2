/** What other modules use of the demo company: its sign-in and staff e-mails. */
export { DEMO_EMAIL, DEMO_PASSWORD, demoEmails } from './people.js';
