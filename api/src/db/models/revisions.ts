import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// A design's version history (migration 0006): one row per document the design had (created, saved, restored),
// and per different document a site got from it. designs/revisions/ owns the rules (cap, published, current).

export type RevisionReason = 'create' | 'save' | 'restore';

export interface DesignRevisionAttributes {
  id: string;
  designId: string;
  userId: string;
  /** The design's revision number when it had this document. */
  revision: number;
  title: string;
  /** The document as JSON text, as the design stored it. */
  gridData: string;
  /** UTF-8 bytes of gridData (counted in the owner's storage). */
  sizeBytes: number;
  /** A site got this document (publish, republish, replace). */
  published: boolean;
  reason: RevisionReason;
  /** For a restore: the revision number whose document came back. */
  restoredFrom: number | null;
  /** Set by the writer (strictly increasing per design), not by Sequelize. */
  createdAt: Date;
}
type DesignRevisionCreation = Optional<DesignRevisionAttributes, 'id' | 'published' | 'restoredFrom'>;
export type DesignRevisionRecord = Model<DesignRevisionAttributes, DesignRevisionCreation> &
  DesignRevisionAttributes;

export function defineRevisionModels(sequelize: Sequelize): {
  DesignRevision: ModelStatic<DesignRevisionRecord>;
} {
  const DesignRevision = sequelize.define<DesignRevisionRecord>(
    'DesignRevision',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      designId: { type: DataTypes.UUID, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      revision: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      gridData: { type: DataTypes.TEXT, allowNull: false },
      sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
      published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      reason: { type: DataTypes.STRING(16), allowNull: false },
      restoredFrom: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { underscored: true, timestamps: false, tableName: 'design_revisions' },
  );
  return { DesignRevision };
}
