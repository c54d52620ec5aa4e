import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';
import { dropColumn } from './dropColumn';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

// Up to 10 MB of JSON: LONGTEXT on MySQL (plain TEXT stops at 64 KB). SQLite's TEXT has no size variants.
function longText(qi: QueryInterface) {
  return qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
}

/** A user who acted (an admin who reviewed, the actor of an audit row): the row stays when the user goes. */
const actorRef = {
  type: DataTypes.UUID,
  allowNull: true,
  references: { model: 'users', key: 'id' },
  onDelete: 'SET NULL',
  onUpdate: 'CASCADE',
};

// Issue 14 'Admin': the admin role and disabled accounts (users), take-downs (published_sites), visitors' reports
// of sites, community template submissions, and the audit log of admin actions. Nothing here may stop a user or a
// site from being deleted: reports go with their site, submissions with their author, and the reviewer or actor
// of a row becomes null.
async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('users', 'is_admin', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
  await qi.addColumn('users', 'disabled_at', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('users', 'last_active_at', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('published_sites', 'taken_down_at', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('published_sites', 'takedown_reason', { type: DataTypes.STRING(500), allowNull: true });

  await qi.createTable(
    'site_reports',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      site_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'published_sites', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      reason: { type: DataTypes.STRING(16), allowNull: false },
      details: { type: DataTypes.STRING(1000), allowNull: true },
      state: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'open' },
      reviewed_by_user_id: actorRef,
      reviewed_at: { type: DataTypes.DATE(3), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('site_reports', ['state', 'created_at'], { name: 'site_reports_state_created_at' });
  await qi.addIndex('site_reports', ['site_id', 'state'], { name: 'site_reports_site_id_state' });
  await qi.addIndex('site_reports', ['reviewed_by_user_id'], { name: 'site_reports_reviewed_by' });

  await qi.createTable(
    'template_submissions',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      user_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      design_id: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'designs', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      title: { type: DataTypes.STRING(100), allowNull: false },
      category: { type: DataTypes.STRING(32), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: true },
      grid_data: { type: longText(qi), allowNull: false },
      state: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
      reject_reason: { type: DataTypes.STRING(500), allowNull: true },
      reviewed_by_user_id: actorRef,
      reviewed_at: { type: DataTypes.DATE(3), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('template_submissions', ['state', 'reviewed_at'], {
    name: 'template_submissions_state_reviewed_at',
  });
  await qi.addIndex('template_submissions', ['user_id', 'created_at'], {
    name: 'template_submissions_user_id_created_at',
  });
  await qi.addIndex('template_submissions', ['design_id'], { name: 'template_submissions_design_id' });
  await qi.addIndex('template_submissions', ['reviewed_by_user_id'], {
    name: 'template_submissions_reviewed_by',
  });

  await qi.createTable(
    'audit_log',
    {
      // A counter, so the log reads newest first even for two actions in the same millisecond.
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      actor_user_id: actorRef,
      // Kept as it was when the admin acted (the user row may change or go); null for the admin-role command.
      actor_email: { type: DataTypes.STRING(255), allowNull: true },
      action: { type: DataTypes.STRING(32), allowNull: false },
      object_type: { type: DataTypes.STRING(16), allowNull: false },
      // No foreign key: the log outlives the objects it names.
      object_id: { type: DataTypes.STRING(64), allowNull: false },
      detail: { type: DataTypes.STRING(600), allowNull: false, defaultValue: '' },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('audit_log', ['actor_user_id'], { name: 'audit_log_actor_user_id' });
}

async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('audit_log');
  await qi.dropTable('template_submissions');
  await qi.dropTable('site_reports');
  await dropColumn(qi, 'published_sites', 'takedown_reason');
  await dropColumn(qi, 'published_sites', 'taken_down_at');
  await dropColumn(qi, 'users', 'last_active_at');
  await dropColumn(qi, 'users', 'disabled_at');
  await dropColumn(qi, 'users', 'is_admin');
}

export const adminMigration: Migration = { name: '0005-admin', up, down };
