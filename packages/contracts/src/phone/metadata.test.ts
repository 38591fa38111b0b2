import max from 'libphonenumber-js/metadata.max.json';
import installed from 'libphonenumber-js/package.json';
import { describe, expect, it } from 'vitest';
import { PHONE_METADATA_SOURCE, phoneMetadata } from './metadata.js';

describe('the +7 slice of the phone metadata', () => {
  it('is the installed libphonenumber-js full metadata of +7 (else: node scripts/phone-metadata.mjs)', () => {
    expect(PHONE_METADATA_SOURCE).toBe(installed.version);
    const countries = max.country_calling_codes['7'];
    expect(phoneMetadata.country_calling_codes).toEqual({ 7: countries });
    expect(phoneMetadata.countries).toEqual({ RU: max.countries.RU, KZ: max.countries.KZ });
    expect(phoneMetadata.version).toBe(max.version);
  });
});
