// The estimate templates' answer schema and page size, loaded with their first request (decision 0068).
export { MAX_SMETA_TEMPLATES, smetaTemplateListAnswer } from '@glad/contracts';
