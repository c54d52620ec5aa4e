import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../deps';
import type { Models } from '../db/models';
import { uploadStorageFor } from './storage';
import { uploadService, type UploadService } from './uploadService';

/** The upload service as configured (UPLOADS_DIR, UPLOAD_QUOTA_MB). */
export function uploadServiceFor(deps: {
  sequelize: Sequelize;
  models: Models;
  config: Pick<AppConfig, 'uploads'>;
  now?: () => Date;
}): UploadService {
  return uploadService({
    sequelize: deps.sequelize,
    models: deps.models,
    storage: uploadStorageFor(deps.config.uploads.dir, deps.models),
    quotaBytes: deps.config.uploads.quotaBytes,
    now: deps.now,
  });
}
