import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { PermissionCatalogue, Role } from '@fleet/shared/schemas/roles';
import { normalizePermission } from '@fleet/shared/permissions';
import { formatDisplayDate } from '@/lib/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Name, counts, and the held permissions grouped by area with their translated labels. */
export function RoleDetails({ role, catalogue }: { role: Role; catalogue: PermissionCatalogue }) {
  const { t, i18n } = useTranslation('roles');
  const held = useMemo(() => new Set(role.permissions.map(normalizePermission)), [role.permissions]);
  const areas = catalogue
    .map((area) => ({
      ...area,
      models: area.models
        .map((model) => ({ ...model, permissions: model.permissions.filter((p) => held.has(p.name)) }))
        .filter((model) => model.permissions.length > 0),
    }))
    .filter((area) => area.models.length > 0);

  const facts = [
    { label: t('columns.name'), value: role.name },
    { label: t('columns.employees_count'), value: role.employees_count.toLocaleString(i18n.language) },
    { label: t('columns.permissions_count'), value: role.permissions_count.toLocaleString(i18n.language) },
    { label: t('columns.created_at'), value: formatDisplayDate(role.created_at, i18n.language) },
  ];

  return (
    <div className="flex flex-col gap-5" data-testid="role-details">
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-1">
              <span className="text-xs font-semibold text-muted-foreground">{fact.label}</span>
              <span className="text-base font-bold">{fact.value}</span>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('form.permissions')}</CardTitle>
        </CardHeader>
        <CardContent>
          {areas.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('view.no_permissions')}</p>
          ) : (
            <div className="grid gap-4 xl:grid-cols-2">
              {areas.map((area) => (
                <section key={area.area} className="rounded-lg border">
                  <h3 className="border-b bg-muted/40 px-4 py-2.5 font-bold">{area.label}</h3>
                  <dl className="divide-y">
                    {area.models.map((model) => (
                      <div
                        key={model.model}
                        className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center"
                      >
                        <dt className="w-28 shrink-0 text-sm font-semibold text-muted-foreground">
                          {model.label}
                        </dt>
                        <dd className="flex flex-wrap gap-2">
                          {model.permissions.map((permission) => (
                            <span
                              key={permission.name}
                              className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary"
                            >
                              <Check className="size-3" />
                              {permission.label}
                            </span>
                          ))}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
