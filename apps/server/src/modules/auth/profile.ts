import type { Profile } from '@fleet/shared/schemas/auth';
import type { UrlSigner } from '../../lib/url-signer';
import { mediaPath } from '../media';
import { pendingAccountStep, type SessionUser } from '../../core/session';

/** The signed-in user as `GET /dashboard/profile/auth` and `PUT /dashboard/profile` answer it. */
export function toProfile(session: SessionUser, signer: UrlSigner): Profile {
  const { employee, role } = session;
  return {
    id: employee.id,
    name: employee.name,
    email: employee.email,
    image: employee.imageId === null ? null : signer.sign(mediaPath(employee.imageId)),
    role: { id: role.id, name: role.name },
    permissions: role.permissions,
    language: employee.language,
    must_change_password: employee.mustChangePassword,
    two_factor_enabled: employee.twoFactorEnabledAt !== null,
    two_factor_setup_required: pendingAccountStep(session) === 'two_factor',
  };
}
