import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  employeeResponseSchema,
  type CreateEmployeeValues,
  type EmployeeValues,
} from '@fleet/shared/schemas/employees';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/features/employees/api/keys';

export async function createEmployee(input: CreateEmployeeValues) {
  const response = await api.post('/dashboard/employees', input);
  return employeeResponseSchema.parse(response.data).data;
}

export async function updateEmployee({ id, input }: { id: number; input: EmployeeValues }) {
  const response = await api.put(`/dashboard/employees/${id}`, input);
  return employeeResponseSchema.parse(response.data).data;
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}
