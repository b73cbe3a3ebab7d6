/**
 * The API routes that do not declare their schemas yet (`openapi.test.ts`). This list only shrinks: declaring a route's
 * schemas removes its line; a new route declares its schemas and never comes here.
 */
export const UNDECLARED_ROUTES: string[] = [
  'GET /api/companies/:id/api-keys',
  'POST /api/companies/:id/api-keys',
  'DELETE /api/companies/:id/api-keys/:keyId',
  'GET /api/v1/jobs',
  'GET /api/v1/jobs/:id',
  'POST /api/v1/jobs',
  'PUT /api/v1/jobs/:id',
  'POST /api/v1/jobs/:id/publish',
  'POST /api/v1/jobs/:id/close',
  'GET /api/v1/jobs/:id/applications',
  'GET /api/v1/applications/:id',
  'POST /api/v1/applications/:id/status',
  'GET /api/v1/candidates/:id',
  'GET /api/companies/:id/webhooks',
  'POST /api/companies/:id/webhooks',
  'DELETE /api/companies/:id/webhooks/:endpointId',
  'GET /api/companies/:id/webhooks/:endpointId/deliveries',
  'POST /api/companies/:id/webhooks/:endpointId/deliveries/:deliveryId/resend',
];
