import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineAdminModels, type AdminModels } from './admin';
import { defineEmailTokenModels, type EmailTokenRecord } from './emailTokens';
import { definePasswordResetModels, type PasswordResetTokenRecord } from './passwordResets';
import { defineReleaseModels, type ReleaseModels } from './releases';
import { defineRevisionModels, type DesignRevisionRecord } from './revisions';
import { defineSessionModel, type SessionRecord } from './sessions';
import { defineSiteFaviconModels, type SiteFaviconRecord } from './siteFavicons';
import { defineUploadModels, type UploadBlobRecord, type UploadOwnerRecord } from './uploads';

// Models are defined per Sequelize instance (sequelize.define), not as global classes, so one test file can
// hold a SQLite and a MySQL database at once. Columns mirror migration 0001.

export interface UserAttributes {
  id: string;
  email: string;
  passwordHash: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  clerkUserId: string | null;
  /** The admin role granted by the admin-role command (migration 0005); ADMIN_EMAILS needs no flag. */
  isAdmin: boolean;
  /** Set while an admin has disabled the account: no sign-in, no tokens. */
  disabledAt: Date | null;
  /** Moved forward at most every few minutes, when the user signs in or gets a token (auth/accountStatus.ts). */
  lastActiveAt: Date | null;
  /** When the address was confirmed by a mailed link (migration 0008); null: not yet. Needed to publish. */
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
type UserCreation = Optional<
  UserAttributes,
  | 'id'
  | 'passwordHash'
  | 'fullName'
  | 'avatarUrl'
  | 'clerkUserId'
  | 'isAdmin'
  | 'disabledAt'
  | 'lastActiveAt'
  | 'emailVerifiedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export type UserRecord = Model<UserAttributes, UserCreation> & UserAttributes;

export interface DesignAttributes {
  id: string;
  userId: string;
  title: string;
  /** The document as JSON text (up to 10 MB). */
  gridData: string;
  /** Moves by one whenever the document changes (migration 0006; designs/revisions/). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}
type DesignCreation = Optional<DesignAttributes, 'id' | 'revision' | 'createdAt' | 'updatedAt'>;
export type DesignRecord = Model<DesignAttributes, DesignCreation> & DesignAttributes;

export interface PublishedSiteAttributes {
  id: string;
  userId: string;
  designId: string | null;
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  published: boolean;
  gridData: string;
  /** Set while an admin has taken the site down (HTTP 451); migration 0005. */
  takenDownAt: Date | null;
  takedownReason: string | null;
  /** The owner's switch for insights (migration 0009): off, the page's beacons count nothing. */
  insightsEnabled: boolean;
  /** Search and sharing (migration 0012, sites/siteSearch.ts): null title or description is the site's own. */
  searchTitle: string | null;
  searchDescription: string | null;
  noindex: boolean;
  shareImageUrl: string | null;
  faviconVersion: string | null;
  createdAt: Date;
  updatedAt: Date;
}
type PublishedSiteCreation = Optional<
  PublishedSiteAttributes,
  | 'id'
  | 'designId'
  | 'siteDescription'
  | 'published'
  | 'takenDownAt'
  | 'takedownReason'
  | 'insightsEnabled'
  | 'searchTitle'
  | 'searchDescription'
  | 'noindex'
  | 'shareImageUrl'
  | 'faviconVersion'
  | 'createdAt'
  | 'updatedAt'
>;
export type PublishedSiteRecord = Model<PublishedSiteAttributes, PublishedSiteCreation> &
  PublishedSiteAttributes;

export interface Models extends AdminModels, ReleaseModels {
  User: ModelStatic<UserRecord>;
  Design: ModelStatic<DesignRecord>;
  PublishedSite: ModelStatic<PublishedSiteRecord>;
  Session: ModelStatic<SessionRecord>;
  UploadBlob: ModelStatic<UploadBlobRecord>;
  UploadOwner: ModelStatic<UploadOwnerRecord>;
  DesignRevision: ModelStatic<DesignRevisionRecord>;
  PasswordResetToken: ModelStatic<PasswordResetTokenRecord>;
  EmailToken: ModelStatic<EmailTokenRecord>;
  SiteFavicon: ModelStatic<SiteFaviconRecord>;
}

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };
const timestamps = { createdAt: { type: DataTypes.DATE(3) }, updatedAt: { type: DataTypes.DATE(3) } };
const options = { underscored: true, timestamps: true };

export function defineModels(sequelize: Sequelize): Models {
  const User = sequelize.define<UserRecord>(
    'User',
    {
      id,
      email: { type: DataTypes.STRING(255), allowNull: false },
      passwordHash: { type: DataTypes.STRING(255), allowNull: true },
      fullName: { type: DataTypes.STRING(255), allowNull: true },
      avatarUrl: { type: DataTypes.STRING(2048), allowNull: true },
      clerkUserId: { type: DataTypes.STRING(255), allowNull: true },
      isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      disabledAt: { type: DataTypes.DATE(3), allowNull: true },
      lastActiveAt: { type: DataTypes.DATE(3), allowNull: true },
      emailVerifiedAt: { type: DataTypes.DATE(3), allowNull: true },
      ...timestamps,
    },
    { ...options, tableName: 'users' },
  );
  const Design = sequelize.define<DesignRecord>(
    'Design',
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      gridData: { type: DataTypes.TEXT, allowNull: false },
      revision: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      ...timestamps,
    },
    { ...options, tableName: 'designs' },
  );
  const PublishedSite = sequelize.define<PublishedSiteRecord>(
    'PublishedSite',
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      designId: { type: DataTypes.UUID, allowNull: true },
      siteTitle: { type: DataTypes.STRING(255), allowNull: false },
      siteDescription: { type: DataTypes.TEXT, allowNull: true },
      slug: { type: DataTypes.STRING(100), allowNull: false },
      published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      gridData: { type: DataTypes.TEXT, allowNull: false },
      takenDownAt: { type: DataTypes.DATE(3), allowNull: true },
      takedownReason: { type: DataTypes.STRING(500), allowNull: true },
      insightsEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      searchTitle: { type: DataTypes.STRING(255), allowNull: true },
      searchDescription: { type: DataTypes.TEXT, allowNull: true },
      noindex: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      shareImageUrl: { type: DataTypes.STRING(2048), allowNull: true },
      faviconVersion: { type: DataTypes.STRING(16), allowNull: true },
      ...timestamps,
    },
    { ...options, tableName: 'published_sites' },
  );
  return {
    User,
    Design,
    PublishedSite,
    Session: defineSessionModel(sequelize),
    ...defineUploadModels(sequelize),
    ...defineRevisionModels(sequelize),
    ...definePasswordResetModels(sequelize),
    ...defineEmailTokenModels(sequelize),
    ...defineSiteFaviconModels(sequelize),
    ...defineReleaseModels(sequelize),
    ...defineAdminModels(sequelize),
  };
}
