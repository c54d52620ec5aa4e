import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// Uploaded images (migration 0003): one blob per distinct file, one owner link per user who uploaded it.
// `lastUsedAt` (column created_at) starts when the row is made and moves forward whenever the upload is sent again
// or the sweep finds it still in use: the sweep removes what has gone unused for 24 hours (uploads/uploadService.ts).

export interface UploadBlobAttributes {
  /** Hex SHA-256 of the bytes. */
  hash: string;
  ext: string;
  size: number;
  width: number;
  height: number;
  /** The bytes when the database driver keeps them; null with UPLOADS_DIR. */
  data: Buffer | null;
  lastUsedAt: Date;
}
export type UploadBlobRecord = Model<UploadBlobAttributes, Optional<UploadBlobAttributes, 'data'>> &
  UploadBlobAttributes;

export interface UploadOwnerAttributes {
  userId: string;
  hash: string;
  size: number;
  lastUsedAt: Date;
}
export type UploadOwnerRecord = Model<UploadOwnerAttributes> & UploadOwnerAttributes;

const options = { underscored: true, timestamps: false } as const;
const lastUsedAt = { type: DataTypes.DATE(3), allowNull: false, field: 'created_at' };

export function defineUploadModels(sequelize: Sequelize): {
  UploadBlob: ModelStatic<UploadBlobRecord>;
  UploadOwner: ModelStatic<UploadOwnerRecord>;
} {
  const UploadBlob = sequelize.define<UploadBlobRecord>(
    'UploadBlob',
    {
      hash: { type: DataTypes.STRING(64), primaryKey: true },
      ext: { type: DataTypes.STRING(8), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      width: { type: DataTypes.INTEGER, allowNull: false },
      height: { type: DataTypes.INTEGER, allowNull: false },
      data: { type: DataTypes.BLOB('long'), allowNull: true },
      lastUsedAt,
    },
    { ...options, tableName: 'upload_blobs' },
  );
  const UploadOwner = sequelize.define<UploadOwnerRecord>(
    'UploadOwner',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      hash: { type: DataTypes.STRING(64), primaryKey: true },
      size: { type: DataTypes.INTEGER, allowNull: false },
      lastUsedAt,
    },
    { ...options, tableName: 'upload_owners' },
  );
  return { UploadBlob, UploadOwner };
}
