import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverExaminationListResponseSchema } from '@fleet/shared/schemas/examinations';
import { driverApi } from './driver-client';
import { driverKeys } from './keys';

/** The driver's own reports, newest first, with the fix status of their faults. */
export async function getDriverExaminations() {
  const response = await driverApi.get('/examinations', { params: { per_page: 20 } });
  return driverExaminationListResponseSchema.parse(response.data).data;
}

export function useDriverExaminations() {
  return useQuery(queryOptions({ queryKey: driverKeys.examinations(), queryFn: getDriverExaminations }));
}
