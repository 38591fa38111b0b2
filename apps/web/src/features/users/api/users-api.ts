import {
  type CreateUserBody,
  type Employee,
  employeesResponse,
  type UpdateUserBody,
  type User,
  uploadResponse,
  userResponse,
} from '@glad/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const employeesKey = ['users'] as const;
export const userKey = (id: number) => ['users', id] as const;

/** GET /api/users/: the company's staff, owners first (docs/spec.md §3 Employee). */
export async function fetchEmployees(signal?: AbortSignal): Promise<Employee[]> {
  return employeesResponse.parse(await api('/api/users/', { signal }));
}

export const employeesQuery = queryOptions({
  queryKey: employeesKey,
  queryFn: ({ signal }) => fetchEmployees(signal),
});

export function useEmployees() {
  return useQuery(employeesQuery);
}

/** GET /api/users/{id}. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKey(id ?? 0),
    queryFn: async ({ signal }): Promise<User> =>
      userResponse.parse(await api(`/api/users/${id}`, { signal })).user,
    enabled: id !== null,
  });
}

function useRefreshStaff() {
  const qc = useQueryClient();
  return (user?: User) => {
    if (user) qc.setQueryData(userKey(user.id), user);
    // The company's staff count (its `manager` field) changes with the list.
    void qc.invalidateQueries({ queryKey: ['company'] });
    return qc.invalidateQueries({ queryKey: employeesKey });
  };
}

export function useCreateUser() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: async (body: CreateUserBody) =>
      userResponse.parse(await api('/api/users/', { method: 'POST', body })).user,
    onSuccess: (user) => refresh(user),
  });
}

export function useUpdateUser() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateUserBody }) =>
      userResponse.parse(await api(`/api/users/${id}`, { method: 'PUT', body })).user,
    onSuccess: (user) => refresh(user),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: number) => api(`/api/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/users/{id}/photo/ (multipart). */
export function useUploadPhoto(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadResponse.parse(await api(`/api/users/${id}/photo/`, { method: 'POST', body: form }));
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: userKey(id) });
      return qc.invalidateQueries({ queryKey: employeesKey });
    },
  });
}
