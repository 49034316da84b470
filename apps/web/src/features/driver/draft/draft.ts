import {
  INSPECTION_AREAS,
  INSPECTION_ITEMS,
  INSPECTION_ITEMS_BY_AREA,
  type InspectionArea,
  type InspectionItem,
} from '@fleet/shared/inspection-items';
import type { ExaminationSubmission, ExaminationType, Severity } from '@fleet/shared/schemas/examinations';
import { isBlank, type Signature } from '../signature/signature';

/**
 * The inspection a driver is filling in, as kept on the phone until the server has it: answers,
 * photos (their bytes until uploaded, then their media id too), the signature and whether he
 * pressed submit. Pure functions; `draft-store.ts` keeps it, `use-draft-sync.ts` sends it.
 */
export type DraftFile = {
  /** Local id, stable across reloads. */
  key: string;
  type: string;
  bytes: ArrayBuffer;
  /** Set once the server stored the file. */
  media_id: number | null;
};

export type PartAnswer = {
  check_status: 'checked' | 'not_checked';
  condition: 'ok' | 'damage' | null;
  severity: Severity | null;
  notes: string;
  photos: DraftFile[];
};

export type DraftLocation = { lat: number; lon: number; accuracy: number | null };

/** `denied`: the driver refused; `unavailable`: no fix (indoors, no GPS); the report goes without. */
export type LocationStatus = 'pending' | 'captured' | 'denied' | 'unavailable';

export type Draft = {
  /** Sent as `client_id`: a submission retried after a lost answer is stored once. */
  client_id: string;
  driver_id: number;
  vehicle_id: number;
  type: ExaminationType;
  started_at: string;
  location: DraftLocation | null;
  location_status: LocationStatus;
  address: string;
  answers: Partial<Record<InspectionItem, PartAnswer>>;
  notes: string;
  statement_accepted: boolean;
  /** What is drawn on the pad; exported to `signature` when the driver submits. */
  signature_strokes: Signature | null;
  signature: DraftFile | null;
  /** When the driver pressed submit; the report then waits for its uploads and the network. */
  submitted_at: string | null;
  /** The statement he signed under, in the language he read it. Set on submit. */
  signature_statement: string;
};

/** A random RFC 4122 version 4 id (`crypto.randomUUID` exists only on https pages). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newDraft(input: { clientId: string; driverId: number; vehicleId: number; now: Date }): Draft {
  return {
    client_id: input.clientId,
    driver_id: input.driverId,
    vehicle_id: input.vehicleId,
    type: 'daily',
    started_at: input.now.toISOString(),
    location: null,
    location_status: 'pending',
    address: '',
    answers: {},
    notes: '',
    statement_accepted: false,
    signature_strokes: null,
    signature: null,
    submitted_at: null,
    signature_statement: '',
  };
}

const EMPTY_ANSWER: PartAnswer = {
  check_status: 'checked',
  condition: null,
  severity: null,
  notes: '',
  photos: [],
};

/** Changes one item; "not checked" clears its condition, "ok" its damage details. */
export function answerPart(draft: Draft, part: InspectionItem, change: Partial<PartAnswer>): Draft {
  const next: PartAnswer = { ...EMPTY_ANSWER, ...draft.answers[part], ...change };
  if (next.check_status === 'not_checked') next.condition = null;
  if (next.condition !== 'damage') {
    next.severity = null;
    next.photos = [];
  }
  return { ...draft, answers: { ...draft.answers, [part]: next } };
}

export function areaItems(area: InspectionArea): InspectionItem[] {
  return Object.keys(INSPECTION_ITEMS_BY_AREA[area]) as InspectionItem[];
}

/** "All fine here": every item of the area not answered yet becomes checked and ok. */
export function markAreaOk(draft: Draft, area: InspectionArea): Draft {
  const answers = { ...draft.answers };
  for (const part of areaItems(area)) {
    if (!isAnswered(answers[part])) answers[part] = { ...EMPTY_ANSWER, condition: 'ok' };
  }
  return { ...draft, answers };
}

export function isAnswered(answer: PartAnswer | undefined): boolean {
  return !!answer && (answer.check_status === 'not_checked' || answer.condition !== null);
}

export function areaProgress(draft: Draft, area: InspectionArea): { answered: number; total: number } {
  const items = areaItems(area);
  return { answered: items.filter((part) => isAnswered(draft.answers[part])).length, total: items.length };
}

export type DraftProblem =
  | { kind: 'unanswered'; parts: InspectionItem[] }
  | { kind: 'severity'; parts: InspectionItem[] }
  | { kind: 'statement' }
  | { kind: 'signature' };

/** What stops the report from being submitted (the server checks the same, with the shared schema). */
export function draftProblems(draft: Draft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const unanswered = INSPECTION_ITEMS.filter((part) => !isAnswered(draft.answers[part]));
  if (unanswered.length > 0) problems.push({ kind: 'unanswered', parts: unanswered });
  const noSeverity = INSPECTION_ITEMS.filter((part) => {
    const answer = draft.answers[part];
    return answer?.condition === 'damage' && !answer.severity;
  });
  if (noSeverity.length > 0) problems.push({ kind: 'severity', parts: noSeverity });
  if (!draft.statement_accepted) problems.push({ kind: 'statement' });
  if (!draft.signature_strokes || isBlank(draft.signature_strokes)) problems.push({ kind: 'signature' });
  return problems;
}

export function damagedParts(draft: Draft): InspectionItem[] {
  return INSPECTION_ITEMS.filter((part) => draft.answers[part]?.condition === 'damage');
}

/** Every file of the draft: the damage photos, then the signature. */
export function draftFiles(draft: Draft): DraftFile[] {
  const photos = INSPECTION_AREAS.flatMap((area) =>
    areaItems(area).flatMap((part) => draft.answers[part]?.photos ?? []),
  );
  return draft.signature ? [...photos, draft.signature] : photos;
}

export function pendingFiles(draft: Draft): DraftFile[] {
  return draftFiles(draft).filter((file) => file.media_id === null);
}

/** Records the server's id of an uploaded file, wherever the file sits in the draft. */
export function fileUploaded(draft: Draft, key: string, mediaId: number): Draft {
  const mark = (file: DraftFile) => (file.key === key ? { ...file, media_id: mediaId } : file);
  const answers: Draft['answers'] = {};
  for (const [part, answer] of Object.entries(draft.answers) as [InspectionItem, PartAnswer][]) {
    answers[part] = answer.photos.some((photo) => photo.key === key)
      ? { ...answer, photos: answer.photos.map(mark) }
      : answer;
  }
  return { ...draft, answers, signature: draft.signature && mark(draft.signature) };
}

function uploadedIds(files: DraftFile[]): number[] {
  return files.map((file) => {
    if (file.media_id === null) throw new Error(`File ${file.key} is not uploaded yet`);
    return file.media_id;
  });
}

/** The body of `POST /api/driver/examinations`, once every file is uploaded. */
export function toSubmission(draft: Draft): ExaminationSubmission {
  if (!draft.signature?.media_id || !draft.submitted_at) throw new Error('The draft is not ready to send');
  return {
    client_id: draft.client_id,
    vehicle_id: draft.vehicle_id,
    type: draft.type,
    address: draft.address.trim() || null,
    lat: draft.location?.lat ?? null,
    lon: draft.location?.lon ?? null,
    started_at: draft.started_at,
    submitted_at: draft.submitted_at,
    images: [],
    signature: draft.signature.media_id,
    signature_statement: draft.signature_statement,
    notes: draft.notes.trim() || null,
    parts: INSPECTION_ITEMS.map((part) => {
      const answer = draft.answers[part] ?? EMPTY_ANSWER;
      return {
        part,
        check_status: answer.check_status,
        condition: answer.condition,
        severity: answer.severity,
        notes: answer.notes.trim() || null,
        images: uploadedIds(answer.photos),
      };
    }),
  };
}
