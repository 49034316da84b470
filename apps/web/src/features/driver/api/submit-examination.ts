import { examinationResponseSchema, type ExaminationSubmission } from '@fleet/shared/schemas/examinations';
import { driverApi } from './driver-client';

/** `POST /api/driver/examinations`; `client_id` makes a retry after a lost answer harmless. */
export async function submitExamination(body: ExaminationSubmission) {
  const response = await driverApi.post('/examinations', body);
  return examinationResponseSchema.parse(response.data).data;
}
