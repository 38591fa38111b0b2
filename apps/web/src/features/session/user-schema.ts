// The user's answer schema, loaded with the first fetch of the user (see ../auth/form-schemas.ts for why
// not `import('@glad/contracts')`).
export { userResponse } from '@glad/contracts';
