import { reasonInLanguage } from '@fleet/shared/status-reason';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import { inspectionCatalogue } from '@fleet/shared/inspection-items';
import {
  confirmFixesSchema,
  driverExaminationListQuerySchema,
  driverExaminationListResponseSchema,
  driverProfileResponseSchema,
  examinationResponseSchema,
  examinationSubmissionSchema,
  inspectionCatalogueResponseSchema,
} from '@fleet/shared/schemas/examinations';
import { MEDIA_IMAGE_TYPES, mediaResponseSchema } from '@fleet/shared/schemas/media';
import { fromE164 } from '@fleet/shared/schemas/people';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { requireDriver } from '../../core/session';
import { toMedia } from '../media';
import { MediaRepo } from '../media';
import type { MediaStorage } from '../media';
import { ExaminationsRepo } from './examinations.repo';
import { ExaminationsService } from './examinations.service';

const tags = ['driver app'];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
const IMAGE_TYPES: readonly string[] = MEDIA_IMAGE_TYPES;

export interface DriverExaminationsRoutesOptions {
  storage: MediaStorage;
}

/** The driver app's API: every route takes a driver token (`access: 'driver'`) and acts for that driver only. */
const driverExaminationsRoutes: FastifyPluginAsyncZod<DriverExaminationsRoutesOptions> = async (
  app,
  { storage },
) => {
  const repo = new ExaminationsRepo(app.db);
  const mediaRepo = new MediaRepo(app.db);
  const service = new ExaminationsService(
    repo,
    storage,
    app.urlSigner,
    app.config.repeatDefectDays,
    app.events,
  );

  app.get(
    '/driver/profile',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary:
          'The driver, his assigned vehicle (status and block reason) and the fixes on it waiting for his confirmation',
        response: { 200: driverProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { driver } = requireDriver(request);
      const row = await repo.driverProfile(driver.id);
      if (!row) throw new NotFoundError();
      const { country_code, phone } = fromE164(row.phone);
      const vehicle = row.vehicle;
      const [lastAt, fixes] = await Promise.all([
        repo.lastSubmittedAt(driver.id),
        vehicle ? service.fixesToConfirm(vehicle.id, request.lang) : [],
      ]);
      return {
        data: {
          id: row.id,
          name: row.name,
          country_code,
          phone,
          image:
            row.imageId !== null && row.imageType !== null
              ? toMedia(app.urlSigner, { id: row.imageId, mimeType: row.imageType })
              : null,
          vehicle: vehicle
            ? {
                id: vehicle.id,
                name: vehicle.name,
                plate_number: vehicle.plateNumber,
                model: vehicle.model,
                status: vehicle.status,
                blocked_reason: reasonInLanguage(
                  vehicle.blockedReason,
                  vehicle.blockedReasonCode,
                  request.lang,
                ),
                blocked_reason_code: vehicle.blockedReasonCode,
                image: row.vehicleImage ? toMedia(app.urlSigner, row.vehicleImage) : null,
              }
            : null,
          last_examination_at: lastAt?.toISOString() ?? null,
          fixes_to_confirm: fixes,
        },
      };
    },
  );

  app.get(
    '/driver/inspection-items',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary: 'The inspection checklist grouped by area, in the request’s language',
        response: { 200: inspectionCatalogueResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: inspectionCatalogue(request.lang) }),
  );

  app.post(
    '/driver/media',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary:
          'Upload a photo or the signature image (multipart `file`: JPEG, PNG, WebP or GIF, read from the bytes); only this driver may attach it',
        consumes: ['multipart/form-data'],
        response: { 201: mediaResponseSchema, 401: errorSchema, 413: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { driver } = requireDriver(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw new ValidationError({ file: ['media.file_required'] }, 'media.file_required');
      }
      const stored = await storage.saveStream(file.file);
      try {
        if (!IMAGE_TYPES.includes(stored.mimeType)) {
          throw new ValidationError({ file: ['media.not_an_image'] }, 'media.not_an_image');
        }
        const row = await mediaRepo.create({
          path: stored.path,
          mimeType: stored.mimeType,
          size: stored.size,
          originalName: file.filename.slice(0, 255) || null,
          uploadedBy: null,
          uploadedByDriver: driver.id,
        });
        return await reply
          .code(201)
          .send({ data: toMedia(app.urlSigner, row), message: request.t('media.uploaded') });
      } catch (error) {
        await storage.remove([stored.path]);
        throw error;
      }
    },
  );

  app.get(
    '/driver/examinations',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary: 'The driver’s own reports, newest first, with every part and its fix status',
        querystring: driverExaminationListQuerySchema,
        response: { 200: driverExaminationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { driver } = requireDriver(request);
      const { page, per_page } = request.query;
      const { rows, total } = await repo.listForDriver(driver.id, page, per_page);
      return {
        data: await service.details(rows, request.lang, ['view']),
        meta: pageMeta(total, page, per_page),
      };
    },
  );

  app.post(
    '/driver/examinations',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary:
          'Submit an inspection of the assigned vehicle: every checklist item answered, a severity for each damage, the signature. A critical damage puts the vehicle out of service. Resending the same `client_id` answers 200 with the stored report',
        body: examinationSubmissionSchema,
        response: { 200: examinationResponseSchema, 201: examinationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { driver } = requireDriver(request);
      const body = request.body;
      if (driver.vehicleId === null) {
        throw new ValidationError({ vehicle_id: ['examinations.no_vehicle'] }, 'examinations.no_vehicle');
      }
      if (body.vehicle_id !== driver.vehicleId) {
        throw new ValidationError({ vehicle_id: ['examinations.not_your_vehicle'] });
      }
      const result = await service.submit({ ...body, driverId: driver.id }, { driverId: driver.id });
      if (result.vehicleChanged) app.hub.publish({ type: 'vehicles.changed', ids: [body.vehicle_id] });
      const data = await service.load(result.id, request.lang, ['view']);
      return reply
        .code(result.created ? 201 : 200)
        .send({ data, message: request.t('examinations.submitted') });
    },
  );

  app.post(
    '/driver/examinations/:id/confirm',
    {
      config: { access: 'driver' },
      schema: {
        tags,
        summary:
          'Answer the fixes of a report on the driver’s vehicle: `part_ids` confirmed, `reopen_part_ids` still faulty (a reopened critical fault puts the vehicle out of service again)',
        params: idParamsSchema,
        body: confirmFixesSchema,
        response: { 200: examinationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { driver } = requireDriver(request);
      const { vehicleChanged } = await service.answerFixes(request.params.id, driver, request.body);
      const data = await service.load(request.params.id, request.lang, ['view']);
      if (vehicleChanged) app.hub.publish({ type: 'vehicles.changed', ids: [data.vehicle_id] });
      return { data, message: request.t('examinations.answered') };
    },
  );
};

export default driverExaminationsRoutes;
