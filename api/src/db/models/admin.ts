import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// Issue 14 'Admin' (migration 0005): visitors' reports of published sites, community template submissions, and the
// audit log of admin actions.

export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export interface SiteReportAttributes {
  id: string;
  siteId: string;
  reason: ReportReason;
  details: string | null;
  state: ReportState;
  reviewedByUserId: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}
type SiteReportCreation = Optional<
  SiteReportAttributes,
  'id' | 'details' | 'state' | 'reviewedByUserId' | 'reviewedAt' | 'createdAt'
>;
export type SiteReportRecord = Model<SiteReportAttributes, SiteReportCreation> & SiteReportAttributes;

export const SUBMISSION_STATES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export interface TemplateSubmissionAttributes {
  id: string;
  userId: string;
  designId: string | null;
  title: string;
  category: string;
  description: string | null;
  /** The sanitised document as JSON text, copied from the design when it was submitted. */
  gridData: string;
  state: SubmissionState;
  rejectReason: string | null;
  reviewedByUserId: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
type TemplateSubmissionCreation = Optional<
  TemplateSubmissionAttributes,
  | 'id'
  | 'designId'
  | 'description'
  | 'state'
  | 'rejectReason'
  | 'reviewedByUserId'
  | 'reviewedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export type TemplateSubmissionRecord = Model<TemplateSubmissionAttributes, TemplateSubmissionCreation> &
  TemplateSubmissionAttributes;

export interface AuditEntryAttributes {
  id: number;
  /** Null for the admin-role command, and once the admin's account is deleted. */
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  objectType: string;
  objectId: string;
  detail: string;
  createdAt: Date;
}
type AuditEntryCreation = Optional<AuditEntryAttributes, 'id' | 'detail' | 'createdAt'>;
export type AuditEntryRecord = Model<AuditEntryAttributes, AuditEntryCreation> & AuditEntryAttributes;

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };
const reviewed = {
  reviewedByUserId: { type: DataTypes.UUID, allowNull: true },
  reviewedAt: { type: DataTypes.DATE(3), allowNull: true },
};

export interface AdminModels {
  SiteReport: ModelStatic<SiteReportRecord>;
  TemplateSubmission: ModelStatic<TemplateSubmissionRecord>;
  AuditEntry: ModelStatic<AuditEntryRecord>;
}

export function defineAdminModels(sequelize: Sequelize): AdminModels {
  const SiteReport = sequelize.define<SiteReportRecord>(
    'SiteReport',
    {
      id,
      siteId: { type: DataTypes.UUID, allowNull: false },
      reason: { type: DataTypes.STRING(16), allowNull: false },
      details: { type: DataTypes.STRING(1000), allowNull: true },
      state: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'open' },
      ...reviewed,
      createdAt: { type: DataTypes.DATE(3) },
    },
    { underscored: true, timestamps: true, updatedAt: false, tableName: 'site_reports' },
  );
  const TemplateSubmission = sequelize.define<TemplateSubmissionRecord>(
    'TemplateSubmission',
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      designId: { type: DataTypes.UUID, allowNull: true },
      title: { type: DataTypes.STRING(100), allowNull: false },
      category: { type: DataTypes.STRING(32), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: true },
      gridData: { type: DataTypes.TEXT, allowNull: false },
      state: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
      rejectReason: { type: DataTypes.STRING(500), allowNull: true },
      ...reviewed,
      createdAt: { type: DataTypes.DATE(3) },
      updatedAt: { type: DataTypes.DATE(3) },
    },
    { underscored: true, timestamps: true, tableName: 'template_submissions' },
  );
  const AuditEntry = sequelize.define<AuditEntryRecord>(
    'AuditEntry',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      actorUserId: { type: DataTypes.UUID, allowNull: true },
      actorEmail: { type: DataTypes.STRING(255), allowNull: true },
      action: { type: DataTypes.STRING(32), allowNull: false },
      objectType: { type: DataTypes.STRING(16), allowNull: false },
      objectId: { type: DataTypes.STRING(64), allowNull: false },
      detail: { type: DataTypes.STRING(600), allowNull: false, defaultValue: '' },
      createdAt: { type: DataTypes.DATE(3) },
    },
    { underscored: true, timestamps: true, updatedAt: false, tableName: 'audit_log' },
  );
  return { SiteReport, TemplateSubmission, AuditEntry };
}
