import { z } from 'zod';
import { HOME_FIGURE_KINDS } from '../homeFigures';

/** GET /api/home/figures: only the figures worth showing, in the page's order; maybe none. */
export const homeFiguresSchema = z.object({
  figures: z.array(z.object({ kind: z.enum(HOME_FIGURE_KINDS), value: z.number() })),
});
export type HomeFigures = z.infer<typeof homeFiguresSchema>;
