import type { Language } from '@fleet/shared/constants';
import { MODEL_ACTIONS, PERMISSION_AREAS, permissionName } from '@fleet/shared/permissions';
import type { PermissionCatalogue } from '@fleet/shared/schemas/roles';
import { translate } from '../../lib/i18n';
import type { MessageKey } from '../../lib/messages';

/** The permission catalogue grouped by navbar area, labelled in `lang`, for the role form. */
export function permissionCatalogue(lang: Language): PermissionCatalogue {
  const label = (key: string) => translate(key as MessageKey, lang);
  return PERMISSION_AREAS.map(({ area, models }) => ({
    area,
    label: label(`permissions.area.${area}`),
    models: models.map((model) => ({
      model,
      label: label(`permissions.model.${model}`),
      permissions: MODEL_ACTIONS[model].map((action) => ({
        name: permissionName(action, model),
        action,
        label: label(`permissions.action.${action}`),
      })),
    })),
  }));
}
