/** Calculator templates for other parts (compose in routes), kept on the device for offline use. */
export {
  type TemplateList,
  templatesQuery,
  useCreateTemplate,
  useTemplates,
} from './api/templates-api';
