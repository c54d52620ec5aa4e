import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// Local-account sessions (migration 0002). The id is the SHA-256 of the cookie's token, never the token itself.

export interface SessionAttributes {
  /** Hex SHA-256 of the random token held in the bento_session cookie. */
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}
type SessionCreation = Optional<SessionAttributes, 'createdAt'>;
export type SessionRecord = Model<SessionAttributes, SessionCreation> & SessionAttributes;

export function defineSessionModel(sequelize: Sequelize): ModelStatic<SessionRecord> {
  return sequelize.define<SessionRecord>(
    'Session',
    {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      createdAt: { type: DataTypes.DATE(3) },
    },
    { underscored: true, timestamps: true, updatedAt: false, tableName: 'sessions' },
  );
}
