import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/lib/permissions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuditLog } from '@/features/audit/api/get-audit-log';
import { AuditTable } from '@/features/audit/components/audit-table';

/** A record's history from the audit log (who changed what, when), for those who may read the log. */
export function RecordHistory({ model, recordId }: { model: string; recordId: number | undefined }) {
  const { t } = useTranslation('audit');
  const allowed = usePermission('show_audit');
  const [page, setPage] = useState(1);
  const history = useAuditLog(
    { model, record_id: recordId === undefined ? undefined : String(recordId), page, per_page: 10 },
    allowed && recordId !== undefined,
  );
  if (!allowed || recordId === undefined) return null;
  return (
    <Card data-testid="record-history">
      <CardHeader>
        <CardTitle>{t('history_title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <AuditTable
          compact
          rows={history.data?.data}
          meta={history.data?.meta}
          loading={history.isPending}
          filtered={false}
          onPageChange={setPage}
          data-testid="record-history-table"
        />
      </CardContent>
    </Card>
  );
}
