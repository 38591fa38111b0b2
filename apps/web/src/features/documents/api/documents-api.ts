import {
  type DocTemplateBody,
  type DocumentIssueBody,
  docTemplateAnswer,
  docTemplateListAnswer,
  documentContextAnswer,
  documentListAnswer,
  issuedDocumentAnswer,
} from '@glad/contracts';
import type { DocumentKind } from '@glad/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadAuthed } from '../../../lib/download';

export const templatesKey = ['doc_templates'] as const;
export const documentsKey = ['documents'] as const;

/** GET doc_templates/: the company's templates (the server adds the four starting ones on first use). */
export function useDocTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: async ({ signal }) =>
      docTemplateListAnswer.parse(await api('/api/doc_templates/', { signal })).content,
  });
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: DocTemplateBody }) =>
      docTemplateAnswer.parse(
        await api(id ? `/api/doc_templates/${id}` : '/api/doc_templates/', {
          method: id ? 'PUT' : 'POST',
          body,
        }),
      ).content,
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api(`/api/doc_templates/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }),
  });
}

export interface DocumentFilters {
  kind?: DocumentKind;
  project?: number;
  client?: number;
  from?: string;
  to?: string;
}

/** GET documents/: the company's issued documents, newest first (the first 200 that match). */
export function useDocuments(filters: DocumentFilters) {
  return useQuery({
    queryKey: [...documentsKey, filters],
    queryFn: async ({ signal }) =>
      documentListAnswer.parse(await api('/api/documents/', { query: { ...filters, limit: 200 }, signal })),
  });
}

/** GET documents/context: the server's part of a project's document (company, client, people). */
export function useDocumentContext(projectId: number | null) {
  return useQuery({
    queryKey: ['documents-context', projectId],
    enabled: projectId !== null,
    queryFn: async ({ signal }) =>
      documentContextAnswer.parse(
        await api('/api/documents/context', { query: { project: projectId }, signal }),
      ).content,
  });
}

export function useIssueDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: DocumentIssueBody) =>
      issuedDocumentAnswer.parse(await api('/api/documents/', { method: 'POST', body })).content,
    onSuccess: () => qc.invalidateQueries({ queryKey: documentsKey }),
  });
}

/** An issued document's PDF or DOCX, saved under its title. */
export function downloadDocument(id: number, format: 'pdf' | 'docx', title: string): Promise<void> {
  return downloadAuthed(`/api/documents/${id}/${format}`, `${title}.${format}`);
}
