import { useTranslation } from 'react-i18next';
import { usePermissionCatalogue } from '@/features/roles/api/get-permission-catalogue';
import { useLocalCatalogue } from '@/features/roles/components/permission-picker';

/** The server's translated catalogue; if it cannot be read, the shared catalogue with our own labels. */
export function useCatalogue() {
  const { i18n } = useTranslation();
  const remote = usePermissionCatalogue(i18n.language);
  const local = useLocalCatalogue();
  if (remote.isError) return { catalogue: local, loading: false };
  return { catalogue: remote.data, loading: remote.isPending };
}
