import {
  type CompanySettingKey,
  type CompanySettings,
  companySettingsDefaults,
  companySettingsSchema,
} from '@glad/contracts';

/** Stored settings over the defaults; a stored value that no longer validates falls back to its default. */
export function mergeSettings(stored: Record<string, unknown>): CompanySettings {
  const merged: Record<string, unknown> = { ...companySettingsDefaults };
  for (const key of Object.keys(companySettingsDefaults) as CompanySettingKey[]) {
    const parsed = companySettingsSchema.shape[key].safeParse(stored[key]);
    if (stored[key] !== undefined && parsed.success) merged[key] = parsed.data;
  }
  return merged as CompanySettings;
}
