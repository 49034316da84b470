import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgrammeValues } from '@fleet/shared/schemas/maintenance';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/layout/form-page';
import { useProgramme, useSaveProgramme } from '@/features/maintenance/api/programmes';
import { ProgrammeForm } from '@/features/maintenance/components/programme-form';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';

export function ProgrammeFormPage() {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const programme = useProgramme(id);
  const save = useSaveProgramme();
  const back = () => void navigate(paths.maintenance.programmes.getHref());
  const submit = async (input: ProgrammeValues) => {
    await save.mutateAsync({ id, input });
    back();
  };
  return (
    <FormPage
      title={mode === 'add' ? t('add_programme_title') : t('edit_programme_title')}
      subtitle={programme.data && <bdi>{programme.data.name}</bdi>}
      loading={mode === 'edit' && !programme.data}
    >
      <ProgrammeForm
        key={programme.data?.id ?? 'new'}
        mode={mode}
        programme={programme.data}
        pending={save.isPending}
        vehicleOptions={useVehicleOptions}
        onSubmit={submit}
        onCancel={back}
      />
    </FormPage>
  );
}

export default ProgrammeFormPage;
