// The calculators' and calculator templates' answer schemas, loaded with their first request (decision 0068).
export { calcTemplateListAnswer, calculatorListAnswer } from '@glad/contracts';
