/**
 * What other parts read of the calculators (compose in routes): the list from the server, kept in the
 * offline copy's `configs` table, and that copy itself for working without a network.
 */
export {
  type CalculatorList,
  calculatorsQuery,
  useCalculators,
} from './api/calculators-api';
