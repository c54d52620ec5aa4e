// /api/admin: every route behind requireAdmin (401 signed out, 403 'Not authorised' for non-admins). Thin: the rules
// live in the services (sites, users, reports, templates, audit). docs/api.md 'Admin' lists them all.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { REPORT_STATES, SUBMISSION_STATES } from '../db/models/admin';
import { bodySchema, noStore, parseBody } from '../designs/requestBody';
import { actBody, takedownReason } from '../reports/reportBodies';
import { actOnReport, dismissReport, listReports } from '../reports/reportService';
import type { ApiDeps } from '../deps';
import { rejectBody } from '../templates/templateBodies';
import { adminTemplatesJson, approveTemplate, rejectTemplate } from '../templates/templateService';
import {
  activateAsAdmin,
  endCanaryAsAdmin,
  promoteAsAdmin,
  remotesOverview,
  rollbackAsAdmin,
} from '../releases/adminRemotes';
import { listAudit } from './audit';
import { pageParam, parseQuery, searchParam, stateParam } from './listQuery';
import { currentAdmin, requireAdmin } from './requireAdmin';
import { restoreSite, searchSites, takeDownSite } from './siteModeration';
import { disableUser, enableUser, searchUsers } from './userModeration';

const searchQuery = z.object({ q: searchParam, page: pageParam });
const reportsQuery = z.object({ state: stateParam(REPORT_STATES, 'open'), page: pageParam });
const templatesQuery = z.object({ state: stateParam(SUBMISSION_STATES, 'pending'), page: pageParam });
const auditQuery = z.object({ page: pageParam });
const takedownBody = bodySchema({ reason: takedownReason });
const activateBody = bodySchema({
  version: z
    .string({ error: 'Choose a release to activate.' })
    .min(1, { error: 'Choose a release to activate.' })
    .max(64),
});

type WithId = Request<{ id: string }>;

export function adminRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(...requireAdmin(deps), noStore);

  // Lets the admin screen tell an admin from everyone else (who get the 403 like on every route here).
  router.get('/me', (_req, res) => {
    res.json({ admin: true, user: currentAdmin(res) });
  });

  router.get('/sites', async (req, res) => {
    const { q, page } = parseQuery(searchQuery, req.query);
    res.json(await searchSites(deps, q, page));
  });
  router.post('/sites/:id/takedown', async (req: WithId, res) => {
    const { reason } = parseBody(takedownBody, req.body);
    res.json(await takeDownSite(deps, currentAdmin(res), req.params.id, reason));
  });
  router.post('/sites/:id/restore', async (req: WithId, res) => {
    res.json(await restoreSite(deps, currentAdmin(res), req.params.id));
  });

  router.get('/reports', async (req, res) => {
    const { state, page } = parseQuery(reportsQuery, req.query);
    res.json(await listReports(deps, state, page));
  });
  router.post('/reports/:id/dismiss', async (req: WithId, res) => {
    res.json(await dismissReport(deps, currentAdmin(res), req.params.id));
  });
  router.post('/reports/:id/act', async (req: WithId, res) => {
    const { reason } = parseBody(actBody, req.body);
    res.json(await actOnReport(deps, currentAdmin(res), req.params.id, reason));
  });

  router.get('/templates', async (req, res) => {
    const { state, page } = parseQuery(templatesQuery, req.query);
    res.type('json').send(await adminTemplatesJson(deps, state, page));
  });
  router.post('/templates/:id/approve', async (req: WithId, res) => {
    res.type('json').send(await approveTemplate(deps, currentAdmin(res), req.params.id));
  });
  router.post('/templates/:id/reject', async (req: WithId, res) => {
    const { reason } = parseBody(rejectBody, req.body);
    res.type('json').send(await rejectTemplate(deps, currentAdmin(res), req.params.id, reason));
  });

  router.get('/users', async (req, res) => {
    const { q, page } = parseQuery(searchQuery, req.query);
    res.json(await searchUsers(deps, q, page));
  });
  router.post('/users/:id/disable', async (req: WithId, res) => {
    res.json(await disableUser(deps, currentAdmin(res), req.params.id));
  });
  router.post('/users/:id/enable', async (req: WithId, res) => {
    res.json(await enableUser(deps, currentAdmin(res), req.params.id));
  });

  router.get('/remotes', async (_req, res) => {
    res.json(await remotesOverview(deps));
  });
  router.post('/remotes/:name/activate', async (req: Request<{ name: string }>, res) => {
    const { version } = parseBody(activateBody, req.body);
    res.json(await activateAsAdmin(deps, currentAdmin(res), req.params.name, version));
  });
  router.post('/remotes/:name/rollback', async (req: Request<{ name: string }>, res) => {
    res.json(await rollbackAsAdmin(deps, currentAdmin(res), req.params.name));
  });
  router.post('/remotes/:name/promote', async (req: Request<{ name: string }>, res) => {
    res.json(await promoteAsAdmin(deps, currentAdmin(res), req.params.name));
  });
  router.post('/remotes/:name/canary-off', async (req: Request<{ name: string }>, res) => {
    res.json(await endCanaryAsAdmin(deps, currentAdmin(res), req.params.name));
  });

  router.get('/audit', async (req, res) => {
    const { page } = parseQuery(auditQuery, req.query);
    res.json(await listAudit(deps.models, page));
  });

  return router;
}
