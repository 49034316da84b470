import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/layout/form-page';
import { useRule } from '@/features/notifications/api/rules';
import { RuleForm } from '@/features/notifications/components/rule-form';

export function RuleFormPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const rule = useRule(id);
  return (
    <FormPage
      title={id ? t('edit_title') : t('add_title')}
      subtitle={rule.data?.name}
      loading={id !== undefined && !rule.data}
    >
      <RuleForm
        key={rule.data?.id ?? 'new'}
        rule={rule.data}
        onDone={(saved) => void navigate(paths.notifications.view.getHref(saved))}
        onCancel={() => void navigate(paths.notifications.list.getHref())}
      />
    </FormPage>
  );
}

export default RuleFormPage;
