/** Calculator templates for other parts (compose in routes), kept on the device for offline use. */
export {
  fetchTemplates,
  readCachedTemplates,
  TEMPLATES_CACHE_KEY,
  type TemplateList,
  templatesQuery,
  useCreateTemplate,
  useTemplates,
} from './api/templates-api';
