export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: (query: object) => [...notificationKeys.all, 'inbox', query] as const,
  rules: ['notification-rules'] as const,
  ruleList: (query: object) => [...notificationKeys.rules, 'list', query] as const,
  rule: (id: number) => [...notificationKeys.rules, 'detail', id] as const,
  deliveries: (id: number, page: number) => [...notificationKeys.rules, 'deliveries', id, page] as const,
  options: (kind: string) => [...notificationKeys.rules, 'options', kind] as const,
};
