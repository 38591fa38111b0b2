// The user's answer schema, loaded after the first paint to check the answer already shown (decision 0066;
// see ../auth/form-schemas.ts for why not `import('@glad/contracts')`).
export { userResponse } from '@glad/contracts';
