import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// E-mail links sent and not yet used (migration 0008): verifying the account's address, or confirming a new one.
// The id is the SHA-256 of the link's token.

export type EmailTokenPurpose = 'verify' | 'change';

export interface EmailTokenAttributes {
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  /** The address the link was sent to: the one it verifies. */
  email: string;
  expiresAt: Date;
  createdAt: Date;
}
type EmailTokenCreation = Optional<EmailTokenAttributes, 'createdAt'>;
export type EmailTokenRecord = Model<EmailTokenAttributes, EmailTokenCreation> & EmailTokenAttributes;

export function defineEmailTokenModels(sequelize: Sequelize): { EmailToken: ModelStatic<EmailTokenRecord> } {
  return {
    EmailToken: sequelize.define<EmailTokenRecord>(
      'EmailToken',
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        userId: { type: DataTypes.UUID, allowNull: false },
        purpose: { type: DataTypes.STRING(16), allowNull: false },
        email: { type: DataTypes.STRING(255), allowNull: false },
        expiresAt: { type: DataTypes.DATE(3), allowNull: false },
        createdAt: { type: DataTypes.DATE(3) },
      },
      { underscored: true, timestamps: true, updatedAt: false, tableName: 'email_tokens' },
    ),
  };
}
