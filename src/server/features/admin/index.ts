export { writeAuditEntry } from './repo';
export { adminRoutes } from './routes';
export { type AdminService, createAdminService } from './service';
