/**
 * SMETA_* values for tests, equal to the defaults of packages/contracts/src/company-settings.ts (the domain
 * must not import contracts, so they are repeated here). Not exported from the package.
 */
export const smetaDefaults = {
  SMETA_PROCENT_SOOTNOSHENIE: 30,
  SMETA_POM: true,
  SMETA_EXPIRES: true,
  SMETA_DAY: 14,
  SMETA_QUAN: true,
  SMETA_STOIMOST: true,
  SMETA_ROUND: true,
  SMETA_ROUND_BY: 10,
  SMETA_MARKUP: 0,
  SMETA_SIGN: true,
  SMETA_CUSTOM: '',
  SMETA_COMPANY_NAME: true,
  SMETA_DATE_CREATE: true,
  SMETA_MANAGER: true,
  SMETA_PHOTO_POSITION: 'left' as 'left' | 'right' | 'none',
  SMETA_SKETCH: true,
  SMETA_COMPACT: false,
};
