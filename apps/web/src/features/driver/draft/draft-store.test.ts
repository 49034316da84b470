import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { INSPECTION_ITEMS } from '@fleet/shared/inspection-items';
import { examinationSubmissionSchema } from '@fleet/shared/schemas/examinations';
import {
  answerPart,
  draftProblems,
  fileUploaded,
  markAreaOk,
  newDraft,
  pendingFiles,
  toSubmission,
  type Draft,
  type DraftFile,
} from './draft';
import { draftStore } from './draft-store';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const photo = (key: string): DraftFile => ({ key, type: 'image/png', bytes: bytes(1, 2, 3), media_id: null });

function started(driverId = 7): Draft {
  return newDraft({
    clientId: '0b8f3c4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e',
    driverId,
    vehicleId: 3,
    now: new Date('2026-11-22T06:30:00Z'),
  });
}

afterEach(async () => {
  await draftStore.remove(7);
  await draftStore.remove(8);
  draftStore.close();
});

describe('draft store', () => {
  it('keeps a draft with its photo bytes across connections (a reload)', async () => {
    const draft = answerPart(started(), 'windscreen', {
      condition: 'damage',
      severity: 'critical',
      notes: 'Crack across the driver side',
      photos: [photo('p1')],
    });
    await draftStore.put(draft);
    draftStore.close();

    const read = await draftStore.get(7);
    expect(read).toMatchObject({
      driver_id: 7,
      started_at: '2026-11-22T06:30:00.000Z',
      answers: {
        windscreen: { condition: 'damage', severity: 'critical', notes: 'Crack across the driver side' },
      },
    });
    expect([...new Uint8Array(read!.answers.windscreen!.photos[0]!.bytes)]).toEqual([1, 2, 3]);
  });

  it('keeps one draft per driver and the last write wins', async () => {
    await draftStore.put({ ...started(7), notes: 'first' });
    await draftStore.put({ ...started(8), notes: 'other driver' });
    await Promise.all([
      draftStore.put({ ...started(7), notes: 'second' }),
      draftStore.put({ ...started(7), notes: 'third' }),
    ]);
    expect((await draftStore.get(7))?.notes).toBe('third');
    expect((await draftStore.get(8))?.notes).toBe('other driver');
  });

  it('forgets a sent draft', async () => {
    await draftStore.put(started());
    await draftStore.remove(7);
    expect(await draftStore.get(7)).toBeNull();
  });
});

describe('draft', () => {
  it('lists what blocks the submission until everything is answered, signed and accepted', () => {
    let draft = started();
    expect(draftProblems(draft).map((p) => p.kind)).toEqual(['unanswered', 'statement', 'signature']);
    for (const area of [
      'exterior',
      'tyres',
      'brakes',
      'lights',
      'fluids',
      'cabin',
      'safety_equipment',
      'documents',
    ] as const) {
      draft = markAreaOk(draft, area);
    }
    draft = answerPart(draft, 'horn', { condition: 'damage' });
    expect(draftProblems(draft)).toEqual([
      { kind: 'severity', parts: ['horn'] },
      { kind: 'statement' },
      { kind: 'signature' },
    ]);
    draft = answerPart(draft, 'horn', { severity: 'minor' });
    draft = {
      ...draft,
      statement_accepted: true,
      signature_strokes: { width: 100, height: 50, strokes: [[{ x: 1, y: 1 }]] },
    };
    // A tap is no signature.
    expect(draftProblems(draft)).toEqual([{ kind: 'signature' }]);
    draft = {
      ...draft,
      signature_strokes: {
        width: 100,
        height: 50,
        strokes: [
          [
            { x: 1, y: 1 },
            { x: 30, y: 20 },
          ],
        ],
      },
    };
    expect(draftProblems(draft)).toEqual([]);
  });

  it('marks only unanswered items ok and drops damage details when an item becomes ok or not checked', () => {
    let draft = answerPart(started(), 'mirrors', {
      condition: 'damage',
      severity: 'major',
      photos: [photo('m')],
    });
    draft = markAreaOk(draft, 'exterior');
    expect(draft.answers.mirrors?.condition).toBe('damage');
    expect(draft.answers.windscreen?.condition).toBe('ok');
    draft = answerPart(draft, 'mirrors', { condition: 'ok' });
    expect(draft.answers.mirrors).toMatchObject({ condition: 'ok', severity: null, photos: [] });
    draft = answerPart(draft, 'wipers', { check_status: 'not_checked' });
    expect(draft.answers.wipers).toMatchObject({ check_status: 'not_checked', condition: null });
  });

  it('builds a submission the shared schema accepts once every file is uploaded', () => {
    let draft = started();
    for (const area of [
      'exterior',
      'tyres',
      'brakes',
      'lights',
      'fluids',
      'cabin',
      'safety_equipment',
      'documents',
    ] as const) {
      draft = markAreaOk(draft, area);
    }
    draft = answerPart(draft, 'tyre_front_left', {
      condition: 'damage',
      severity: 'critical',
      photos: [photo('t1'), photo('t2')],
    });
    draft = {
      ...draft,
      statement_accepted: true,
      signature: photo('sig'),
      submitted_at: '2026-11-22T06:41:00.000Z',
      signature_statement: 'I confirm',
      location: { lat: 24.7, lon: 46.7, accuracy: 12 },
    };
    expect(pendingFiles(draft).map((f) => f.key)).toEqual(['t1', 't2', 'sig']);
    expect(() => toSubmission(draft)).toThrow();

    draft = fileUploaded(fileUploaded(fileUploaded(draft, 't1', 11), 't2', 12), 'sig', 13);
    expect(pendingFiles(draft)).toEqual([]);
    const body = toSubmission(draft);
    expect(body.parts).toHaveLength(INSPECTION_ITEMS.length);
    expect(body.parts.find((p) => p.part === 'tyre_front_left')).toMatchObject({
      severity: 'critical',
      images: [11, 12],
    });
    expect(body).toMatchObject({ signature: 13, lat: 24.7, lon: 46.7, address: null });
    expect(examinationSubmissionSchema.safeParse(body).success).toBe(true);
  });
});
