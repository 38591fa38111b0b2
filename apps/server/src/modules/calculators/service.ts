/** What other modules use of calculators: a calculator row as it travels. */
export { calculatorWire } from './rows.js';
