import {
  type CompanySettingKey,
  type CompanySettings,
  companyResponse,
  companySettingResponse,
  type DeleteCompanyBody,
  type UpdateCompanyBody,
  uploadResponse,
} from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQuery } from '../../../lib/pricing-cache';

/**
 * GET /api/company/: the caller's company with its counts, plan and settings — one of the lists kept on
 * the device (lib/pricing-cache), since pricing reads its SMETA_* settings: offline, the device's copy.
 */
export const companyQuery = listQuery('company');
export const companyKey = companyQuery.queryKey;

/** The company, loaded when a page that shows it is opened (docs/spec.md §2: /company/ loads it). */
export function useCompany() {
  return useQuery(companyQuery);
}

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCompanyBody) =>
      companyResponse.parse(await api('/api/company/', { method: 'PUT', body })).company,
    onSuccess: (company) => qc.setQueryData(companyKey, { ...company, offlineSince: null }),
  });
}

/** One setting and its new value, typed together. */
export type SettingChange = {
  [K in CompanySettingKey]: { key: K; value: CompanySettings[K] };
}[CompanySettingKey];

/** PUT /api/company/{id}: exactly one SMETA_* setting, saved as soon as it is changed. */
export function useUpdateCompanySetting(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: SettingChange) =>
      companySettingResponse.parse(
        await api(`/api/company/${companyId}`, { method: 'PUT', body: { [change.key]: change.value } }),
      ).settings,
    onSuccess: (settings) => qc.setQueryData(companyKey, (old) => (old ? { ...old, settings } : old)),
  });
}

/** POST /api/company/logo/ (multipart): replaces the logo. */
export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadResponse.parse(await api('/api/company/logo/', { method: 'POST', body: form }));
    },
    onSuccess: (uploaded) => {
      qc.setQueryData(companyKey, (old) => (old ? { ...old, logo: uploaded.url } : old));
      void qc.invalidateQueries({ queryKey: companyKey });
    },
  });
}

/** DELETE /api/company/: the owner deletes the company, confirming with its name. */
export function useDeleteCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteCompanyBody) => api('/api/company/', { method: 'DELETE', body }),
    onSuccess: () => qc.removeQueries({ queryKey: companyKey }),
  });
}
