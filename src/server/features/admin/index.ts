export { adminRoutes } from './routes';
export { type AdminService, createAdminService } from './service';
