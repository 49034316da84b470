import { auditEveryScreen } from './a11y-audit';

// In the second shard, beside the Arabic audit in the first (a11y-audit.ts).
auditEveryScreen('en');
