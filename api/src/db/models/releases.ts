import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// Remote releases (migration 0010): the immutable releases, the one each remote serves, and the switches made.

export interface RemoteReleaseAttributes {
  remote: string;
  version: string;
  /** Null: built here and served from RELEASES_DIR; else the manifest a team deployed elsewhere. */
  manifestUrl: string | null;
  gitCommit: string | null;
  contractVersion: string;
  /** JSON of the shared singletons it was built with: { "<package>": { version, requiredVersion } }. */
  shared: string;
  /** Loads and failures the shells reported (migration 0011). */
  loads: number;
  failures: number;
  createdAt: Date;
}
export type RemoteReleaseRecord = Model<
  RemoteReleaseAttributes,
  Optional<RemoteReleaseAttributes, 'createdAt' | 'loads' | 'failures'>
> &
  RemoteReleaseAttributes;

export interface RemotePointerAttributes {
  remote: string;
  activeVersion: string | null;
  /** The candidate served to canaryPercent % of visitors (migration 0011); null: no canary. */
  canaryVersion: string | null;
  canaryPercent: number | null;
  updatedAt: Date;
}
export type RemotePointerRecord = Model<
  RemotePointerAttributes,
  Optional<RemotePointerAttributes, 'updatedAt' | 'canaryVersion' | 'canaryPercent'>
> &
  RemotePointerAttributes;

/** What a switch did: activate and promote serve a release, rollback undoes one; canary and canary-off. */
export type SwitchAction = 'activate' | 'rollback' | 'promote' | 'canary' | 'canary-off';

export interface RemoteActivationAttributes {
  id: number;
  remote: string;
  version: string | null;
  action: SwitchAction;
  actor: string;
  createdAt: Date;
}
export type RemoteActivationRecord = Model<
  RemoteActivationAttributes,
  Optional<RemoteActivationAttributes, 'id' | 'createdAt'>
> &
  RemoteActivationAttributes;

export interface ReleaseModels {
  RemoteRelease: ModelStatic<RemoteReleaseRecord>;
  RemotePointer: ModelStatic<RemotePointerRecord>;
  RemoteActivation: ModelStatic<RemoteActivationRecord>;
}

const created = { createdAt: { type: DataTypes.DATE(3) } };

export function defineReleaseModels(sequelize: Sequelize): ReleaseModels {
  return {
    RemoteRelease: sequelize.define<RemoteReleaseRecord>(
      'RemoteRelease',
      {
        remote: { type: DataTypes.STRING(32), primaryKey: true },
        version: { type: DataTypes.STRING(64), primaryKey: true },
        manifestUrl: { type: DataTypes.STRING(2048), allowNull: true },
        gitCommit: { type: DataTypes.STRING(64), allowNull: true },
        contractVersion: { type: DataTypes.STRING(32), allowNull: false },
        shared: { type: DataTypes.TEXT, allowNull: false },
        loads: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...created,
      },
      { underscored: true, timestamps: true, updatedAt: false, tableName: 'remote_releases' },
    ),
    RemotePointer: sequelize.define<RemotePointerRecord>(
      'RemotePointer',
      {
        remote: { type: DataTypes.STRING(32), primaryKey: true },
        activeVersion: { type: DataTypes.STRING(64), allowNull: true },
        canaryVersion: { type: DataTypes.STRING(64), allowNull: true },
        canaryPercent: { type: DataTypes.INTEGER, allowNull: true },
        updatedAt: { type: DataTypes.DATE(3) },
      },
      { underscored: true, timestamps: true, createdAt: false, tableName: 'remote_pointers' },
    ),
    RemoteActivation: sequelize.define<RemoteActivationRecord>(
      'RemoteActivation',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        remote: { type: DataTypes.STRING(32), allowNull: false },
        version: { type: DataTypes.STRING(64), allowNull: true },
        action: { type: DataTypes.STRING(16), allowNull: false },
        actor: { type: DataTypes.STRING(255), allowNull: false },
        ...created,
      },
      { underscored: true, timestamps: true, updatedAt: false, tableName: 'remote_activations' },
    ),
  };
}
