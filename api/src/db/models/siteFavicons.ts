import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

// A published site's favicon as square PNGs, one row per size (migration 0012, sites/favicon.ts).

export interface SiteFaviconAttributes {
  siteId: string;
  size: number;
  data: Buffer;
  createdAt: Date;
}
type SiteFaviconCreation = Optional<SiteFaviconAttributes, 'createdAt'>;
export type SiteFaviconRecord = Model<SiteFaviconAttributes, SiteFaviconCreation> & SiteFaviconAttributes;

export function defineSiteFaviconModels(sequelize: Sequelize): {
  SiteFavicon: ModelStatic<SiteFaviconRecord>;
} {
  return {
    SiteFavicon: sequelize.define<SiteFaviconRecord>(
      'SiteFavicon',
      {
        siteId: { type: DataTypes.UUID, primaryKey: true },
        size: { type: DataTypes.INTEGER, primaryKey: true },
        data: { type: DataTypes.BLOB('medium'), allowNull: false },
        createdAt: { type: DataTypes.DATE(3) },
      },
      { underscored: true, timestamps: true, updatedAt: false, tableName: 'site_favicons' },
    ),
  };
}
