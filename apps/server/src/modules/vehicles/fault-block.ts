import type { StatusReason } from '@fleet/shared/status-reason';
import type { Database } from '../../db/client';
import { VehiclesRepo } from './vehicles.repo';

/**
 * The examinations module's way to put a vehicle out of service and back, through the vehicles' own block
 * path (so the block/activate history says why). Run inside the caller's transaction.
 *
 * The rule: a critical fault blocks the vehicle unless a user already blocked it (that block and its reason
 * stand). The block is lifted automatically only while it is still the examinations' own: once a user blocks
 * the vehicle again (for any reason) or activates it, fixing faults never changes its status.
 */
export async function blockForCriticalFault(
  db: Database,
  vehicleId: number,
  code: StatusReason,
): Promise<boolean> {
  const repo = new VehiclesRepo(db);
  const row = await repo.findById(vehicleId, { forUpdate: true });
  if (!row || (!row.status && row.blockSource !== 'examination')) return false;
  await repo.setStatus(vehicleId, {
    status: false,
    reason: null,
    code,
    source: 'examination',
    examinationId: code.examination_id,
  });
  return true;
}

/** Reactivates a vehicle the examinations blocked, once the caller found no open critical fault left on it. */
export async function releaseFaultBlock(
  db: Database,
  vehicleId: number,
  examinationId: number | null,
): Promise<boolean> {
  const repo = new VehiclesRepo(db);
  const row = await repo.findById(vehicleId, { forUpdate: true });
  if (!row || row.status || row.blockSource !== 'examination') return false;
  await repo.setStatus(vehicleId, {
    status: true,
    reason: null,
    code: { key: 'faults_fixed', examination_id: examinationId, parts: [] },
    source: 'examination',
    examinationId,
  });
  return true;
}
