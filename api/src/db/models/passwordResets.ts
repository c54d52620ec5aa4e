import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// Password reset links sent and not yet used (migration 0007). The id is the SHA-256 of the link's token.

export interface PasswordResetTokenAttributes {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}
type PasswordResetTokenCreation = Optional<PasswordResetTokenAttributes, 'createdAt'>;
export type PasswordResetTokenRecord = Model<PasswordResetTokenAttributes, PasswordResetTokenCreation> &
  PasswordResetTokenAttributes;

export function definePasswordResetModels(sequelize: Sequelize): {
  PasswordResetToken: ModelStatic<PasswordResetTokenRecord>;
} {
  return {
    PasswordResetToken: sequelize.define<PasswordResetTokenRecord>(
      'PasswordResetToken',
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        userId: { type: DataTypes.UUID, allowNull: false },
        expiresAt: { type: DataTypes.DATE(3), allowNull: false },
        createdAt: { type: DataTypes.DATE(3) },
      },
      { underscored: true, timestamps: true, updatedAt: false, tableName: 'password_reset_tokens' },
    ),
  };
}
