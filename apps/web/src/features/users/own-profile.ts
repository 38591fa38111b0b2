import type { Employee } from '@glad/contracts';

/**
 * /users/{n} names an employee by position in the employees list (docs/spec.md §2: the own-profile link uses
 * the position of that user in the list as the index). The list's order is the server's (owners first,
 * then by name), so the same list gives the same positions on every screen.
 */
export function ownProfilePath(employees: readonly Pick<Employee, 'id'>[], userId: number): string | null {
  const index = employees.findIndex((e) => e.id === userId);
  return index < 0 ? null : profilePath(index);
}

export const profilePath = (index: number) => `/users/${index}`;

/** The employee a `/users/{n}` path names, or undefined when the position is not in the list. */
export function employeeAt<T>(employees: readonly T[], param: string | undefined): T | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  return employees[Number(param)];
}
