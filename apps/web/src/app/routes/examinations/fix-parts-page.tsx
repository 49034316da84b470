import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/layout/form-page';
import { useExamination } from '@/features/examinations/api/get-examination';
import { useFixExamination } from '@/features/examinations/api/fix-examination';
import { FixForm } from '@/features/examinations/components/fix-form';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export function FixPartsPage() {
  const { t } = useTranslation('examinations');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const examination = useExamination(Number.isInteger(id) ? id : undefined);
  const fix = useFixExamination();
  const data = examination.data;
  const back = () => void navigate(paths.examinations.view.getHref(id));

  return (
    <FormPage
      title={t('fix_title')}
      subtitle={
        data &&
        t('fix.subtitle', { id: data.id, vehicle: `${data.vehicle.name} — ${data.vehicle.plate_number}` })
      }
      loading={!data}
    >
      {data && (
        <FixForm
          examination={data}
          pending={fix.isPending}
          onSubmit={(input) =>
            fix.mutateAsync(
              { id: data.id, input },
              {
                onSuccess: () => {
                  // Fixing the last critical fault puts the vehicle back in service.
                  void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
                  back();
                },
              },
            )
          }
          onCancel={back}
        />
      )}
    </FormPage>
  );
}

export default FixPartsPage;
